import { Skeleton } from "@/components/ui/skeleton";
import { useVendorInsightsT } from "../i18n";

const CARDS = ["revenue", "orders", "aov", "views", "conversion", "cancellations", "returns", "refunds"];

/** The page's shape while the first figures arrive. */
export function AnalyticsSkeleton() {
  const { t } = useVendorInsightsT();
  return (
    <div className="grid gap-5" aria-busy="true">
      <p role="status" className="sr-only">
        {t("analytics.loading")}
      </p>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {CARDS.map((card) => (
          <Skeleton key={card} className="h-24 rounded-2xl" />
        ))}
      </div>
      <div className="grid gap-3 lg:grid-cols-2">
        <Skeleton className="h-80 rounded-2xl" />
        <Skeleton className="h-80 rounded-2xl" />
      </div>
      <Skeleton className="h-48 rounded-2xl" />
    </div>
  );
}
