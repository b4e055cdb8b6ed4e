import type { Order } from "@saheli/core/contracts/orders";
import { OrderMessages } from "@saheli/core/orders";
import { ArrowLeft, PackageSearch } from "lucide-react";
import { Link, useParams } from "react-router";
import { BookingLink } from "@/components/commerce/booking-link";
import { PageLoading } from "@/components/page-loading";
import { QueryState } from "@/components/query-state";
import { SignInRequired } from "@/components/sign-in-required";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useSession } from "@/lib/session/use-session";
import { isOrderMissing, useVendorOrder } from "../api/get-vendor-order";
import { BuyerPanel } from "../components/buyer-panel";
import { OrderActions } from "../components/order-actions";
import { OrderDocuments } from "../components/order-documents";
import { OrderLines } from "../components/order-lines";
import { OrderSkeleton } from "../components/order-skeleton";
import { OrderTimeline } from "../components/order-timeline";
import { PaymentPanel } from "../components/payment-panel";
import { ReturnPanel } from "../components/return-panel";
import { ShippingPanel } from "../components/shipping-panel";
import { StatusChip } from "../components/status-chip";
import { useVendorOrdersLocale, useVendorOrdersT } from "../i18n";
import { formatDayAndTime } from "../lib/format";

/** /vendor/orders/{orderNumber}: one order of her shop, and what she can do with it now. */
export function Component() {
  const { t } = useVendorOrdersT();
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out") return <SignInRequired description={t("order.signIn")} />;
  return <VendorOrder />;
}

function VendorOrder() {
  const { t } = useVendorOrdersT();
  const messageIn = useMessageIn();
  const orderNumber = useParams().orderNumber ?? "";
  const order = useVendorOrder(orderNumber);
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-4 px-4 py-6 sm:px-6 lg:py-8">
      <title>{t("order.title", { number: orderNumber })}</title>
      <Link
        to="/vendor/orders"
        className="inline-flex items-center gap-1.5 justify-self-start text-muted-foreground text-sm hover:text-foreground"
      >
        <ArrowLeft aria-hidden className="size-4" /> {t("order.back")}
      </Link>
      {isOrderMissing(order.error) && !order.data ? (
        <EmptyState
          icon={PackageSearch}
          headingLevel="h1"
          title={t("order.notFound")}
          description={messageIn(OrderMessages.notFound)}
          action={
            <Button asChild variant="outline">
              <Link to="/vendor/orders">{t("order.backToOrders")}</Link>
            </Button>
          }
        />
      ) : (
        <QueryState query={order} loading={<OrderSkeleton />} errorTitle={t("order.error")}>
          {(data) => <OrderDetails order={data} />}
        </QueryState>
      )}
    </div>
  );
}

function OrderDetails({ order }: { order: Order }) {
  const { t } = useVendorOrdersT();
  const locale = useVendorOrdersLocale();
  return (
    <>
      <header className="grid gap-3 rounded-2xl bg-card p-4 shadow-card ring-1 ring-border sm:p-5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h1 className="font-display font-semibold text-2xl">{order.order_number}</h1>
          <StatusChip status={order.order_status} />
        </div>
        <p className="text-muted-foreground text-sm">
          {t("order.placed")}{" "}
          <time dateTime={order.created_at}>{formatDayAndTime(order.created_at, locale)}</time>
          {order.invoice_number && t("order.invoice", { number: order.invoice_number })}
        </p>
        {order.cancel_reason && order.order_status === "cancelled" && (
          <p className="text-sm">
            <span className="font-medium">{t("order.cancelled")}</span> {order.cancel_reason}
          </p>
        )}
        {order.booking_id ? <BookingLink bookingId={order.booking_id} /> : <OrderActions order={order} />}
        <OrderDocuments order={order} />
      </header>
      {/* Two columns on a laptop; on a phone one, with who and where before the timeline. */}
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="contents lg:grid lg:gap-4">
          <ReturnPanel order={order} />
          <OrderLines order={order} />
          <OrderTimeline order={order} className="order-last lg:order-none" />
        </div>
        <div className="contents lg:grid lg:gap-4">
          <BuyerPanel order={order} />
          <PaymentPanel order={order} />
          <ShippingPanel order={order} />
        </div>
      </div>
    </>
  );
}
