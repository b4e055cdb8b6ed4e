import type { DataExport } from "@saheli/core/contracts/data-export";
import { DataExportMessages, formatBytes } from "@saheli/core/data-export";
import { CircleAlert, Clock, Download, FileArchive } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { formatExportDate } from "../lib/export-dates";

/** One archive she asked for, in the state it is in: preparing, ready (with its parts), expired or failed. */
export function DataExportItem({ archive }: { archive: DataExport }) {
  const asked = `Asked for on ${formatExportDate(archive.created_at)}`;
  if (archive.status === "preparing") {
    return (
      <li className="flex items-start gap-3 rounded-xl bg-muted/60 p-4">
        <Spinner size="sm" label="Preparing" className="mt-0.5" />
        <div className="min-w-0">
          <p className="font-medium text-foreground">Preparing your archive…</p>
          <p className="text-muted-foreground text-sm">
            {asked}. We will e-mail you when it is ready; you can leave this page.
          </p>
        </div>
      </li>
    );
  }
  if (archive.status === "failed") {
    return (
      <li className="flex items-start gap-3 rounded-xl bg-destructive-soft p-4">
        <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-destructive" />
        <div className="min-w-0">
          <p className="font-medium text-foreground">{DataExportMessages.failed}</p>
          <p className="text-muted-foreground text-sm">{asked}.</p>
        </div>
      </li>
    );
  }
  if (archive.status === "expired") {
    return (
      <li className="flex items-start gap-3 rounded-xl border border-border border-dashed p-4">
        <Clock aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <div className="min-w-0">
          <p className="font-medium text-muted-foreground">Expired</p>
          <p className="text-muted-foreground text-sm">
            {asked}
            {archive.expires_at ? `; its link ended on ${formatExportDate(archive.expires_at)}` : ""}. Ask for
            a new one if you need it.
          </p>
        </div>
      </li>
    );
  }
  const split = archive.parts.length > 1;
  return (
    <li className="grid gap-3 rounded-xl bg-primary-soft p-4">
      <div className="flex items-start gap-3">
        <FileArchive aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="min-w-0">
          <p className="font-medium text-foreground">Ready to download</p>
          <p className="text-muted-foreground text-sm">
            {formatBytes(archive.total_size)}
            {split ? ` in ${archive.parts.length} parts` : ""} · expires on{" "}
            {archive.expires_at ? formatExportDate(archive.expires_at) : "—"}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {archive.parts.map((part, index) => (
          <a
            key={part.url}
            href={part.url}
            download={part.name}
            className={cn(buttonVariants({ variant: "primary", size: "md" }), "max-sm:w-full")}
          >
            <Download aria-hidden />
            {split ? `Download part ${index + 1} (${formatBytes(part.size)})` : "Download ZIP"}
          </a>
        ))}
      </div>
    </li>
  );
}
