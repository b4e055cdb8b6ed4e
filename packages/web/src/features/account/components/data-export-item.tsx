import type { DataExport } from "@saheli/core/contracts/data-export";
import { DataExportMessages, formatBytes } from "@saheli/core/data-export";
import { CircleAlert, Clock, Download, FileArchive } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useAccountT } from "../i18n";
import { formatExportDate } from "../lib/export-dates";

/** One archive she asked for, in the state it is in: preparing, ready (with its parts), expired or failed. */
export function DataExportItem({ archive }: { archive: DataExport }) {
  const { t } = useAccountT();
  const messageIn = useMessageIn();
  const locale = useIntlLocale();
  const date = (iso: string) => formatExportDate(iso, undefined, locale);
  const asked = t("archive.asked", { date: date(archive.created_at) });
  if (archive.status === "preparing") {
    return (
      <li className="flex items-start gap-3 rounded-xl bg-muted/60 p-4">
        <Spinner size="sm" label={t("archive.preparingLabel")} className="mt-0.5" />
        <div className="min-w-0">
          <p className="font-medium text-foreground">{t("archive.preparing")}</p>
          <p className="text-muted-foreground text-sm">{t("archive.preparingBody", { asked })}</p>
        </div>
      </li>
    );
  }
  if (archive.status === "failed") {
    return (
      <li className="flex items-start gap-3 rounded-xl bg-destructive-soft p-4">
        <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-destructive" />
        <div className="min-w-0">
          <p className="font-medium text-foreground">{messageIn(DataExportMessages.failed)}</p>
          <p className="text-muted-foreground text-sm">{t("archive.failedBody", { asked })}</p>
        </div>
      </li>
    );
  }
  if (archive.status === "expired") {
    return (
      <li className="flex items-start gap-3 rounded-xl border border-border border-dashed p-4">
        <Clock aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <div className="min-w-0">
          <p className="font-medium text-muted-foreground">{t("archive.expired")}</p>
          <p className="text-muted-foreground text-sm">
            {archive.expires_at
              ? t("archive.expiredBodyEnded", { asked, date: date(archive.expires_at) })
              : t("archive.expiredBody", { asked })}
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
          <p className="font-medium text-foreground">{t("archive.ready")}</p>
          <p className="text-muted-foreground text-sm">
            {t(split ? "archive.sizeInParts" : "archive.size", {
              size: formatBytes(archive.total_size),
              parts: archive.parts.length,
              date: archive.expires_at ? date(archive.expires_at) : "—",
            })}
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
            {split
              ? t("archive.downloadPart", { number: index + 1, size: formatBytes(part.size) })
              : t("archive.downloadZip")}
          </a>
        ))}
      </div>
    </li>
  );
}
