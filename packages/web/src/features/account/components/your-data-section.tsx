import { DataExportMessages } from "@saheli/core/data-export";
import { DatabaseBackup } from "lucide-react";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/error-message";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useDataExports } from "../api/get-data-exports";
import { useRequestDataExport } from "../api/request-data-export";
import { useAccountT } from "../i18n";
import { DataExportItem } from "./data-export-item";

/** "Download my data" (issue 22 §4): ask for an archive, watch it being prepared, download it for 7 days. */
export function YourDataSection() {
  const archives = useDataExports();
  const request = useRequestDataExport();
  const preparing = archives.data?.exports.some((archive) => archive.status === "preparing") ?? false;
  const section = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  const { t } = useAccountT();
  const messageIn = useMessageIn();
  // The "ready" e-mail links to /settings#your-data: bring her straight to the download.
  useEffect(() => {
    if (hash === "#your-data") section.current?.scrollIntoView({ block: "start" });
  }, [hash]);

  const ask = () =>
    request.mutate(undefined, {
      onSuccess: () => toast.success(messageIn(DataExportMessages.requested)),
      onError: (error) => toast.error(errorMessage(error)),
    });

  return (
    <section
      ref={section}
      id="your-data"
      aria-labelledby="your-data-title"
      className="grid scroll-mt-24 gap-4 rounded-2xl bg-card p-5 shadow-card ring-1 ring-border sm:p-6"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
          <DatabaseBackup aria-hidden className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id="your-data-title" className="font-display font-semibold text-foreground text-xl">
            {t("data.title")}
          </h2>
          <p className="mt-1 text-muted-foreground text-sm">{t("data.intro")}</p>
        </div>
      </div>
      <Button
        variant="outline"
        className="justify-self-start max-sm:w-full max-sm:justify-self-stretch"
        onClick={ask}
        loading={request.isPending}
        disabled={preparing || archives.isPending}
      >
        {t("data.download")}
      </Button>
      <div aria-live="polite" aria-busy={archives.isPending}>
        {archives.isPending ? (
          <Skeleton className="h-20 w-full rounded-xl" />
        ) : archives.isError ? (
          <div className="flex flex-wrap items-center gap-3 rounded-xl bg-destructive-soft p-4 text-sm">
            <p className="min-w-0 flex-1 text-foreground">
              {t("data.loadFailed", { message: errorMessage(archives.error) })}
            </p>
            <Button variant="outline" size="sm" onClick={() => archives.refetch()}>
              {t("data.tryAgain")}
            </Button>
          </div>
        ) : archives.data.exports.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t("data.none")}</p>
        ) : (
          <ul className="grid gap-3" aria-label={t("data.list")}>
            {archives.data.exports.map((archive) => (
              <DataExportItem key={archive.id} archive={archive} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
