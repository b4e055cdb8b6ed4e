import type { Order } from "@saheli/core/contracts/orders";
import { normaliseOrderNumber } from "@saheli/core/orders";
import { ArrowLeft, Store } from "lucide-react";
import { Link, useParams } from "react-router";
import { BookingLink } from "@/components/commerce/booking-link";
import { PageLoading } from "@/components/page-loading";
import { QueryState } from "@/components/query-state";
import { SignInRequired } from "@/components/sign-in-required";
import { Button } from "@/components/ui/button";
import { useSession } from "@/lib/session/use-session";
import { isOrderNotFound, useOrder } from "../api/get-order";
import { DeliveryAddress } from "../components/delivery-address";
import { MoneyRows } from "../components/money-rows";
import { OrderActions } from "../components/order-actions";
import { OrderLines } from "../components/order-lines";
import { OrderNotFound } from "../components/order-not-found";
import { OrderTimeline } from "../components/order-timeline";
import { Panel } from "../components/panel";
import { PaymentSummary } from "../components/payment-summary";
import { ShippingDetails } from "../components/shipping-details";
import { OrderSkeleton } from "../components/skeletons";
import { StatusChip } from "../components/status-chip";
import { useOrdersLocale, useOrdersT } from "../i18n";
import { formatDateTime } from "../lib/format";
import { useOrdersLive } from "../lib/use-orders-live";

/** /commerce/orders/:orderNumber: one order, its timeline, parcel, lines, money and what she can do next. */
export function Component() {
  const { t } = useOrdersT();
  const params = useParams();
  const session = useSession();
  const orderNumber = normaliseOrderNumber(params.orderNumber ?? "");
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out") return <SignInRequired description={t("order.signIn")} />;
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:px-6 lg:py-10">
      <title>{t("order.title", { number: orderNumber ?? "" })}</title>
      <Button variant="link" asChild className="w-fit">
        <Link to="/commerce/orders">
          <ArrowLeft aria-hidden /> {t("order.back")}
        </Link>
      </Button>
      {orderNumber ? <OrderView orderNumber={orderNumber} /> : <OrderNotFound />}
    </div>
  );
}

function OrderView({ orderNumber }: { orderNumber: string }) {
  const { t } = useOrdersT();
  const order = useOrder(orderNumber);
  useOrdersLive();
  if (order.data === undefined && isOrderNotFound(order.error)) return <OrderNotFound />;
  return (
    <QueryState query={order} loading={<OrderSkeleton />} errorTitle={t("order.error")}>
      {(data) => <OrderDetails order={data} />}
    </QueryState>
  );
}

/** Why it was cancelled or sent back, when the timeline's notes do not say it already; and her return photos. */
function OrderReason({ order }: { order: Order }) {
  const { t } = useOrdersT();
  const reason = order.cancel_reason ?? order.return_reason;
  const told = reason !== null && order.timeline.some((event) => event.note === reason);
  return (
    <>
      {reason && !told && (
        <p className="text-sm">
          <span className="text-muted-foreground">
            {order.cancel_reason ? t("order.cancelReason") : t("order.returnReason")}
          </span>
          {reason}
        </p>
      )}
      {order.return_photos.length > 0 && (
        <ul aria-label={t("order.returnPhotos")} className="flex flex-wrap gap-2">
          {order.return_photos.map((url, index) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noopener noreferrer">
                <img
                  src={url}
                  alt={t("order.photoAlt", { n: index + 1, total: order.return_photos.length })}
                  className="size-16 rounded-lg object-cover ring-1 ring-border"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function OrderDetails({ order }: { order: Order }) {
  const { t } = useOrdersT();
  const locale = useOrdersLocale();
  const parcel = order.items.some((item) => item.listing_type === "physical");
  return (
    <>
      <header className="grid gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="font-display font-semibold text-2xl">
            {t("order.heading", { number: order.order_number })}
          </h1>
          <StatusChip status={order.order_status} />
        </div>
        <p className="text-muted-foreground text-sm">
          {t("order.placed")}{" "}
          <time dateTime={order.created_at}>{formatDateTime(order.created_at, locale)}</time> ·{" "}
          <Link to={`/shop/${order.shop.slug}`} className="hover:underline">
            {order.shop.name}
          </Link>
        </p>
        {order.viewer === "vendor" && (
          <Button asChild variant="outline" className="w-fit">
            <Link to={`/vendor/orders/${order.order_number}`}>
              <Store aria-hidden /> {t("order.workspace")}
            </Link>
          </Button>
        )}
      </header>
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="grid gap-6">
          {order.booking_id && (
            <Panel title={t("order.panels.booking")} id="order-booking">
              <BookingLink bookingId={order.booking_id} />
            </Panel>
          )}
          <Panel title={t("order.panels.timeline")} id="order-timeline">
            <OrderTimeline order={order} />
            <OrderReason order={order} />
          </Panel>
          {parcel && (
            <Panel title={t("order.panels.shipping")} id="order-shipping">
              <ShippingDetails order={order} />
            </Panel>
          )}
          <Panel title={t("order.panels.items")} id="order-items">
            <OrderLines order={order} />
          </Panel>
        </div>
        <div className="grid gap-6 lg:sticky lg:top-24">
          <Panel title={t("order.panels.summary")} id="order-summary">
            <MoneyRows
              subtotal={order.subtotal}
              shipping={order.shipping}
              total={order.total_amount}
              currency={order.currency}
            />
          </Panel>
          {order.viewer === "buyer" && (
            <Panel title={t("order.panels.actions")} id="order-actions">
              <OrderActions order={order} />
            </Panel>
          )}
          <Panel title={t("order.panels.payment")} id="order-payment">
            <PaymentSummary order={order} />
          </Panel>
          {parcel && (
            <Panel title={t("order.panels.address")} id="order-address">
              <DeliveryAddress address={order.shipping_address} />
            </Panel>
          )}
        </div>
      </div>
    </>
  );
}
