import { PackageOpen, SearchX, Store } from "lucide-react";
import { useCallback } from "react";
import { Link, useSearchParams } from "react-router";
import { PageLoading } from "@/components/page-loading";
import { QueryState } from "@/components/query-state";
import { SignInRequired } from "@/components/sign-in-required";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { useSession } from "@/lib/session/use-session";
import { useVendorOrderCounts } from "../api/get-vendor-order-counts";
import { useVendorOrders } from "../api/get-vendor-orders";
import type { VendorOrderFilter } from "../api/keys";
import { OrderSearch } from "../components/order-search";
import { OrdersSkeleton } from "../components/orders-skeleton";
import { OrderCards, OrdersTable } from "../components/orders-table";
import { OrdersTabs } from "../components/orders-tabs";
import { useVendorOrdersT } from "../i18n";
import { DEFAULT_TAB, tabOf } from "../lib/tabs";

/** /vendor/orders: her shop's orders by what they need, searchable by number. */
export function Component() {
  const { t } = useVendorOrdersT();
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out") return <SignInRequired description={t("list.signIn")} />;
  if (!session.profile.has_shop) {
    return (
      <EmptyState
        icon={Store}
        headingLevel="h1"
        title={t("list.noShop")}
        description={t("list.noShopHint")}
        action={
          <Button asChild>
            <Link to="/create-shop">{t("list.createShop")}</Link>
          </Button>
        }
        className="py-16"
      />
    );
  }
  return <VendorOrders />;
}

function VendorOrders() {
  const { t } = useVendorOrdersT();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get("tab"));
  const search = params.get("q")?.trim() ?? "";
  const orders = useVendorOrders(tab, search);
  const counts = useVendorOrderCounts();

  const show = useCallback(
    (next: { tab?: VendorOrderFilter; q?: string }) =>
      setParams(
        (current) => {
          const merged = new URLSearchParams(current);
          const nextTab = next.tab ?? tabOf(current.get("tab"));
          if (nextTab === DEFAULT_TAB) merged.delete("tab");
          else merged.set("tab", nextTab);
          if (next.q !== undefined) {
            if (next.q) merged.set("q", next.q);
            else merged.delete("q");
          }
          return merged;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  const onSearch = useCallback((q: string) => show({ q }), [show]);

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-4 px-4 py-6 sm:px-6 lg:py-8">
      <title>{t("list.title")}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display font-semibold text-2xl">{t("list.heading")}</h1>
        <OrderSearch value={search} onSearch={onSearch} />
      </div>
      <OrdersTabs value={tab} counts={counts.data} onChange={(next) => show({ tab: next })}>
        <QueryState
          query={orders}
          loading={<OrdersSkeleton />}
          errorTitle={t("list.error")}
          isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
          empty={
            search
              ? {
                  icon: SearchX,
                  title: t("list.noMatch", { search }),
                  description:
                    tab === "all"
                      ? t("list.noMatchAll")
                      : t("list.noMatchTab", { tab: t(`list.tab.${tab}`) }),
                  action:
                    tab === "all" ? (
                      <Button variant="outline" onClick={() => show({ q: "" })}>
                        {t("list.clearSearch")}
                      </Button>
                    ) : (
                      <Button variant="outline" onClick={() => show({ tab: "all" })}>
                        {t("list.searchAll")}
                      </Button>
                    ),
                }
              : {
                  icon: PackageOpen,
                  title: t(`list.empty.${tab}`),
                  description: tab === "new" ? t("list.newHint") : undefined,
                }
          }
        >
          {(data) => {
            const items = data.pages.flatMap((page) => page.items);
            return (
              <div className="grid gap-4">
                <OrdersTable orders={items} />
                <OrderCards orders={items} />
                {orders.hasNextPage && (
                  <Button
                    variant="outline"
                    className="justify-self-center"
                    loading={orders.isFetchingNextPage}
                    onClick={() => orders.fetchNextPage()}
                  >
                    {t("list.loadMore")}
                  </Button>
                )}
              </div>
            );
          }}
        </QueryState>
      </OrdersTabs>
    </div>
  );
}
