import { Skeleton } from "@/components/ui/skeleton";
import { useNetworkT } from "../i18n";

const ROWS = ["report-0", "report-1", "report-2"];

export function ReportsSkeleton() {
  const { t } = useNetworkT();
  return (
    <div aria-busy="true" className="grid gap-3">
      <p role="status" className="sr-only">
        {t("reports.loading")}
      </p>
      {ROWS.map((row) => (
        <div key={row} className="grid gap-3 rounded-2xl bg-card p-4 ring-1 ring-border">
          <Skeleton className="h-5 w-32 rounded-full" />
          <div className="flex gap-3">
            <Skeleton className="size-8 rounded-full" />
            <Skeleton className="h-4 w-40" />
          </div>
          <Skeleton className="h-10 w-full" />
        </div>
      ))}
    </div>
  );
}
