import { Skeleton } from "@/components/ui/skeleton";
import { useVendorOrdersT } from "../i18n";

/** The order page's shape while it loads. */
export function OrderSkeleton() {
  const { t } = useVendorOrdersT();
  return (
    <div aria-busy="true" className="grid gap-4">
      <p role="status" className="sr-only">
        {t("order.loading")}
      </p>
      <Skeleton className="h-36 rounded-2xl" />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Skeleton className="h-72 rounded-2xl" />
        <Skeleton className="h-72 rounded-2xl" />
      </div>
    </div>
  );
}
