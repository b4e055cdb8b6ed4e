import { ArrowLeft, PackageOpen, Search } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { PageLoading } from "@/components/page-loading";
import { QueryState } from "@/components/query-state";
import { SignInRequired } from "@/components/sign-in-required";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useSession } from "@/lib/session/use-session";
import { useOrders } from "../api/get-orders";
import type { BuyerOrderFilter } from "../api/keys";
import { OrderFilters, parseOrderFilter } from "../components/order-filters";
import { OrderRow } from "../components/order-row";
import { OrderListSkeleton } from "../components/skeletons";
import { useOrdersT } from "../i18n";
import { useOrdersLive } from "../lib/use-orders-live";

/** /commerce/orders: her orders, newest first, by filter, searchable by number, a page at a time. */
export function Component() {
  const { t } = useOrdersT();
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out") return <SignInRequired description={t("list.signIn")} />;
  return <OrdersView />;
}

function OrdersView() {
  const { t } = useOrdersT();
  const [params, setParams] = useSearchParams();
  const filter = parseOrderFilter(params.get("filter"));
  const search = params.get("q")?.trim() ?? "";
  const [draft, setDraft] = useState(search);
  const orders = useOrders(filter, search);
  useOrdersLive();

  const href = (next: BuyerOrderFilter) => {
    const query = new URLSearchParams(params);
    if (next === "all") query.delete("filter");
    else query.set("filter", next);
    return `?${query}`;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = new URLSearchParams(params);
    const value = draft.trim().toUpperCase();
    if (value) query.set("q", value);
    else query.delete("q");
    setParams(query);
  };

  const emptyTitle = search
    ? t("list.emptyMatch", { search })
    : filter === "all"
      ? t("list.emptyAll")
      : t(`list.emptyFilter.${filter}`);

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-5 px-4 py-6 sm:px-6 lg:py-10">
      <title>{t("list.title")}</title>
      <Button variant="link" asChild className="w-fit">
        <Link to="/commerce">
          <ArrowLeft aria-hidden /> {t("list.marketplace")}
        </Link>
      </Button>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="font-display font-semibold text-2xl">{t("list.heading")}</h1>
        <Button variant="link" asChild>
          <Link to="/tracking">{t("list.track")}</Link>
        </Button>
      </div>
      <search>
        <form onSubmit={submit} className="flex gap-2">
          <Label htmlFor="order-search" className="sr-only">
            {t("list.search")}
          </Label>
          <Input
            id="order-search"
            type="search"
            placeholder={t("list.search")}
            autoComplete="off"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit" variant="outline" aria-label={t("list.searchButton")}>
            <Search aria-hidden />
          </Button>
        </form>
      </search>
      <OrderFilters current={filter} href={href} />
      <QueryState
        query={orders}
        loading={<OrderListSkeleton />}
        errorTitle={t("list.error")}
        isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
        empty={{
          icon: PackageOpen,
          title: emptyTitle,
          description: filter === "all" && !search ? t("list.emptyHint") : undefined,
          action:
            filter === "all" && !search ? (
              <Button asChild>
                <Link to="/commerce">{t("list.startShopping")}</Link>
              </Button>
            ) : (
              <Button variant="outline" asChild>
                <Link to="/commerce/orders">{t("list.seeAll")}</Link>
              </Button>
            ),
        }}
      >
        {(data) => (
          <div className="grid gap-4">
            <ul aria-label={t("list.orders")} className="grid gap-3">
              {data.pages.flatMap((page) =>
                page.items.map((order) => <OrderRow key={order.order_number} order={order} />),
              )}
            </ul>
            {orders.hasNextPage && (
              <Button
                variant="outline"
                className="justify-self-center"
                loading={orders.isFetchingNextPage}
                onClick={() => void orders.fetchNextPage()}
              >
                {t("list.loadMore")}
              </Button>
            )}
          </div>
        )}
      </QueryState>
    </div>
  );
}
