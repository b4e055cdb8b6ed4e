import type { CheckoutResult } from "@saheli/core/contracts/orders";
import { formatMoney } from "@saheli/core/money";
import { OrderMessages } from "@saheli/core/orders";
import { CircleCheck, Clock, PackageSearch, XCircle } from "lucide-react";
import { useCallback } from "react";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { PageLoading } from "@/components/page-loading";
import { QueryState } from "@/components/query-state";
import { SignInRequired } from "@/components/sign-in-required";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { isApiError } from "@/lib/api-client";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useSession } from "@/lib/session/use-session";
import { useCheckout } from "../api/get-checkout";
import { PayNow } from "../components/pay-now";
import { StatusChip } from "../components/status-chip";
import { useOrdersT } from "../i18n";
import { checkoutPaymentTone } from "../lib/status-tone";

/**
 * /checkout/:checkoutId/confirmation (so the header's title reads "Confirmation"): the orders one checkout made,
 * and its payment, with "Pay now" while an online payment is open.
 */
export function Component() {
  const { t } = useOrdersT();
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out") return <SignInRequired description={t("confirmation.signIn")} />;
  return <ConfirmationView />;
}

function ConfirmationView() {
  const { t } = useOrdersT();
  const messageIn = useMessageIn();
  const { checkoutId = "" } = useParams();
  const checkout = useCheckout(checkoutId);
  const missing =
    checkout.data === undefined && isApiError(checkout.error) && [400, 404].includes(checkout.error.status);
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-8 sm:px-6 lg:py-12">
      <title>{t("confirmation.title")}</title>
      {missing ? (
        <EmptyState
          icon={PackageSearch}
          headingLevel="h1"
          title={messageIn(OrderMessages.notFound)}
          action={
            <Button variant="outline" asChild>
              <Link to="/commerce/orders">{t("confirmation.yourOrders")}</Link>
            </Button>
          }
        />
      ) : (
        <QueryState
          query={checkout}
          loading={<Skeleton className="h-80 rounded-2xl" />}
          errorTitle={t("confirmation.error")}
          errorHeadingLevel="h1"
        >
          {(data) => <Confirmation checkout={data} />}
        </QueryState>
      )}
    </div>
  );
}

const ICONS: Record<CheckoutResult["payment_status"], typeof CircleCheck> = {
  paid: CircleCheck,
  cod: CircleCheck,
  awaiting: Clock,
  expired: XCircle,
  failed: XCircle,
  authorized: Clock,
  released: XCircle,
};

function Confirmation({ checkout }: { checkout: CheckoutResult }) {
  const { t } = useOrdersT();
  const messageIn = useMessageIn();
  const location = useLocation();
  const navigate = useNavigate();
  const openAtOnce = (location.state as { pay?: boolean } | null)?.pay === true;
  // The sheet opens once on arrival from checkout; a reload or going back here does not reopen it by itself.
  const onOpened = useCallback(
    () => navigate(location.pathname, { replace: true, state: null }),
    [navigate, location.pathname],
  );
  const Icon = ICONS[checkout.payment_status];
  const placed = checkout.payment_status === "paid" || checkout.payment_status === "cod";
  const currency = checkout.orders[0]?.currency ?? "INR";

  return (
    <>
      <header className="grid justify-items-center gap-3 text-center">
        <span
          className={
            placed
              ? "flex size-14 items-center justify-center rounded-full bg-success-soft text-success"
              : "flex size-14 items-center justify-center rounded-full bg-warning-soft text-warning"
          }
        >
          <Icon aria-hidden className="size-7" />
        </span>
        <h1 className="text-balance font-display font-semibold text-2xl">
          {t(`confirmation.heading.${checkout.payment_status}`)}
        </h1>
        {checkout.payment_status === "expired" && (
          <p className="text-muted-foreground">{messageIn(OrderMessages.paymentExpired)}</p>
        )}
        {checkout.payment_status === "cod" && (
          <p className="text-muted-foreground">
            {t(checkout.orders.length > 1 ? "confirmation.codMany" : "confirmation.codOne", {
              total: formatMoney(checkout.total, currency),
            })}
          </p>
        )}
        {checkout.payment_status === "paid" && (
          <p className="text-muted-foreground">{t("confirmation.paid")}</p>
        )}
      </header>
      {checkout.payment_status === "awaiting" && (
        <PayNow checkout={checkout} openAtOnce={openAtOnce} onOpened={onOpened} />
      )}
      <section
        aria-labelledby="placed-orders"
        className="grid gap-4 rounded-2xl bg-card p-4 shadow-card ring-1 ring-border sm:p-5"
      >
        <h2 id="placed-orders" className="font-display font-semibold text-lg">
          {t("confirmation.orders", { count: checkout.orders.length })}
        </h2>
        <ul className="grid divide-y divide-border">
          {checkout.orders.map((order) => (
            <li
              key={order.order_number}
              className="flex flex-wrap items-center justify-between gap-2 py-3 first:pt-0 last:pb-0"
            >
              <div className="grid gap-0.5">
                <Link
                  to={`/commerce/orders/${order.order_number}`}
                  className="font-semibold text-primary hover:underline"
                >
                  {order.order_number}
                </Link>
                <span className="text-muted-foreground text-sm">{order.shop_name}</span>
              </div>
              <div className="flex items-center gap-3">
                <StatusChip status={order.status} />
                <span className="font-semibold tabular-nums">{formatMoney(order.total, order.currency)}</span>
              </div>
            </li>
          ))}
        </ul>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 border-border border-t pt-3 text-sm">
          <dt className="font-semibold text-base">{t("confirmation.total")}</dt>
          <dd className="text-right font-semibold text-base tabular-nums">
            {formatMoney(checkout.total, currency)}
          </dd>
          <dt className="text-muted-foreground">{t("confirmation.payment")}</dt>
          <dd className="flex flex-wrap items-center justify-end gap-x-2 gap-y-1 text-right">
            {t(`paymentMethod.${checkout.payment_method}`)}
            <Badge variant={checkoutPaymentTone(checkout.payment_status)}>
              {t(`checkoutPayment.${checkout.payment_status}`)}
            </Badge>
          </dd>
        </dl>
      </section>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link to="/commerce/orders">{t("confirmation.seeOrders")}</Link>
        </Button>
        <Button variant="outline" asChild>
          <Link to="/commerce">{t("confirmation.continue")}</Link>
        </Button>
      </div>
    </>
  );
}
