import { Skeleton } from "@/components/ui/skeleton";
import { useOrdersT } from "../i18n";

/** The order page's shape while it loads. */
export function OrderSkeleton() {
  const { t } = useOrdersT();
  return (
    <div aria-busy="true" className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      <p role="status" className="sr-only">
        {t("loading.order")}
      </p>
      <div className="grid gap-4">
        <Skeleton className="h-64 rounded-2xl" />
        <Skeleton className="h-40 rounded-2xl" />
      </div>
      <div className="grid content-start gap-4">
        <Skeleton className="h-36 rounded-2xl" />
        <Skeleton className="h-32 rounded-2xl" />
      </div>
    </div>
  );
}

/** A few order rows while her list loads. */
export function OrderListSkeleton() {
  const { t } = useOrdersT();
  return (
    <div aria-busy="true" className="grid gap-3">
      <p role="status" className="sr-only">
        {t("loading.orders")}
      </p>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className="h-24 rounded-2xl" />
      ))}
    </div>
  );
}

/** The checkout's shape while the addresses and the quote load. */
export function CheckoutSkeleton() {
  const { t } = useOrdersT();
  return (
    <div aria-busy="true" className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      <p role="status" className="sr-only">
        {t("loading.checkout")}
      </p>
      <div className="grid gap-4">
        <Skeleton className="h-40 rounded-2xl" />
        <Skeleton className="h-56 rounded-2xl" />
      </div>
      <Skeleton className="h-64 rounded-2xl" />
    </div>
  );
}
