import { Skeleton } from "@/components/ui/skeleton";
import { useVendorOrdersT } from "../i18n";

/** Rows in the shape of the list while it loads. */
export function OrdersSkeleton() {
  const { t } = useVendorOrdersT();
  return (
    <div aria-busy="true" className="grid gap-3">
      <p role="status" className="sr-only">
        {t("list.loading")}
      </p>
      {[0, 1, 2, 3].map((n) => (
        <Skeleton key={n} className="h-20 rounded-2xl lg:h-12" />
      ))}
    </div>
  );
}
