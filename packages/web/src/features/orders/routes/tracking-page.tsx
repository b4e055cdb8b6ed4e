import type { Order } from "@saheli/core/contracts/orders";
import { normaliseOrderNumber, OrderMessages } from "@saheli/core/orders";
import { Search } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { PageLoading } from "@/components/page-loading";
import { QueryState } from "@/components/query-state";
import { SignInRequired } from "@/components/sign-in-required";
import { Button } from "@/components/ui/button";
import { Field, fieldAria } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useSession } from "@/lib/session/use-session";
import { isOrderNotFound, useOrder } from "../api/get-order";
import { useOrders } from "../api/get-orders";
import { OrderNotFound } from "../components/order-not-found";
import { OrderTimeline } from "../components/order-timeline";
import { Panel } from "../components/panel";
import { ShippingDetails } from "../components/shipping-details";
import { StatusChip } from "../components/status-chip";
import { useOrdersT } from "../i18n";
import { useOrdersLive } from "../lib/use-orders-live";

const RECENT = 5;

/** /tracking: type an order number (or pick a recent order) and see where it is; `?order=` opens one directly. */
export function Component() {
  const { t } = useOrdersT();
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-6 sm:px-6 lg:py-10">
      <title>{t("tracking.title")}</title>
      {session.status === "signed-out" ? <SignInRequired description={t("tracking.signIn")} /> : <Tracking />}
    </div>
  );
}

function Tracking() {
  const { t } = useOrdersT();
  const messageIn = useMessageIn();
  const [params, setParams] = useSearchParams();
  const asked = params.get("order") ?? "";
  const orderNumber = asked ? normaliseOrderNumber(asked) : null;
  const [draft, setDraft] = useState(asked);
  const [error, setError] = useState<string | undefined>(
    asked && !orderNumber ? messageIn(OrderMessages.invalidNumber) : undefined,
  );
  useOrdersLive();

  const look = (value: string) => {
    const number = normaliseOrderNumber(value);
    if (!number) return setError(messageIn(OrderMessages.invalidNumber));
    setError(undefined);
    setDraft(number);
    setParams({ order: number });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    look(draft);
  };

  return (
    <>
      <div className="grid gap-1">
        <h1 className="font-display font-semibold text-2xl">{t("tracking.heading")}</h1>
        <p className="text-muted-foreground">{t("tracking.hint")}</p>
      </div>
      <search>
        <form noValidate onSubmit={submit} className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-start">
          <Field id="tracking-number" label={t("tracking.number")} error={error}>
            <Input
              {...fieldAria("tracking-number", error)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={draft}
              onChange={(event) => {
                setDraft(event.target.value);
                if (error) setError(undefined);
              }}
            />
          </Field>
          <Button type="submit" className="sm:mt-[1.625rem]">
            <Search aria-hidden /> {t("tracking.track")}
          </Button>
        </form>
      </search>
      {orderNumber ? <TrackedOrder orderNumber={orderNumber} /> : <RecentOrders onPick={look} />}
    </>
  );
}

function RecentOrders({ onPick }: { onPick: (orderNumber: string) => void }) {
  const { t } = useOrdersT();
  const orders = useOrders("all", "");
  const recent = orders.data?.pages[0]?.items.slice(0, RECENT) ?? [];
  if (recent.length === 0) return null;
  return (
    <section aria-labelledby="recent-orders" className="grid gap-3">
      <h2 id="recent-orders" className="font-semibold">
        {t("tracking.recent")}
      </h2>
      <ul className="grid gap-2">
        {recent.map((order) => (
          <li key={order.order_number}>
            <button
              type="button"
              onClick={() => onPick(order.order_number)}
              className="flex w-full items-center justify-between gap-3 rounded-xl bg-card p-3 text-left shadow-card ring-1 ring-border transition-colors hover:ring-primary/50"
            >
              <span className="grid gap-0.5">
                <span className="font-medium text-sm">{order.order_number}</span>
                <span className="text-muted-foreground text-xs">{order.shop_name}</span>
              </span>
              <StatusChip status={order.order_status} />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function TrackedOrder({ orderNumber }: { orderNumber: string }) {
  const { t } = useOrdersT();
  const order = useOrder(orderNumber);
  if (order.data === undefined && isOrderNotFound(order.error)) return <OrderNotFound headingLevel="h2" />;
  return (
    <QueryState
      query={order}
      loading={<Skeleton className="h-72 rounded-2xl" />}
      errorTitle={t("tracking.error")}
    >
      {(data) => <Tracked order={data} />}
    </QueryState>
  );
}

function Tracked({ order }: { order: Order }) {
  const { t } = useOrdersT();
  const physical = order.items.some((item) => item.listing_type === "physical");
  return (
    <div className="grid gap-4">
      <Panel
        title={order.order_number}
        id="tracked-order"
        action={<StatusChip status={order.order_status} />}
      >
        <p className="-mt-2 text-muted-foreground text-sm">{order.shop.name}</p>
        <OrderTimeline order={order} />
        <Button variant="outline" asChild className="w-fit">
          <Link to={`/commerce/orders/${order.order_number}`}>{t("tracking.open")}</Link>
        </Button>
      </Panel>
      {physical && (
        <Panel title={t("tracking.shipping")} id="tracked-shipping">
          <ShippingDetails order={order} />
        </Panel>
      )}
    </div>
  );
}
