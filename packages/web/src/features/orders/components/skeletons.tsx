import { Skeleton } from "@/components/ui/skeleton";

/** The order page's shape while it loads. */
export function OrderSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      <p role="status" className="sr-only">
        Loading the order
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
  return (
    <div aria-busy="true" className="grid gap-3">
      <p role="status" className="sr-only">
        Loading your orders
      </p>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className="h-24 rounded-2xl" />
      ))}
    </div>
  );
}

/** The checkout's shape while the addresses and the quote load. */
export function CheckoutSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      <p role="status" className="sr-only">
        Loading checkout
      </p>
      <div className="grid gap-4">
        <Skeleton className="h-40 rounded-2xl" />
        <Skeleton className="h-56 rounded-2xl" />
      </div>
      <Skeleton className="h-64 rounded-2xl" />
    </div>
  );
}
