import { History } from "lucide-react";
import { Link } from "react-router";
import { QueryState } from "@/components/query-state";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useStockHistory } from "@/features/marketplace/api/product-details";
import { useMarketplaceT } from "@/features/marketplace/i18n";
import { changeTime, deltaLabel } from "@/features/marketplace/lib/stock-labels";
import { cn } from "@/lib/cn";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";

/** Every change of her listing's stock, newest first: why, by how much, what was left, and when. */
export function StockHistory({ listingId }: { listingId: string }) {
  const { t } = useMarketplaceT();
  const locale = useIntlLocale();
  const history = useStockHistory(listingId);
  return (
    <section aria-labelledby="stock-history" className="grid gap-3">
      <h2 id="stock-history" className="font-display font-semibold text-xl">
        {t("vendor.history.heading")}
      </h2>
      <div className="rounded-2xl bg-card px-4 shadow-card ring-1 ring-border">
        <QueryState
          query={history}
          loading={
            <div className="grid gap-3 py-4">
              {[0, 1, 2].map((n) => (
                <Skeleton key={n} className="h-10 rounded-xl" />
              ))}
            </div>
          }
          errorTitle={t("vendor.history.error")}
          errorHeadingLevel="h3"
          isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
          empty={{
            icon: History,
            headingLevel: "h3",
            title: t("vendor.history.empty"),
            description: t("vendor.history.emptyHint"),
          }}
        >
          {(data) => (
            <ol aria-label={t("vendor.history.label")} className="divide-y divide-border">
              {data.pages
                .flatMap((page) => page.items)
                .map((change) => (
                  <li
                    key={change.id}
                    className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-0.5 py-3 text-sm"
                  >
                    <span className="font-medium">
                      {t(`vendor.history.reasons.${change.reason}`)}
                      {change.order_number && (
                        <>
                          {" · "}
                          <Link
                            to={`/vendor/orders/${encodeURIComponent(change.order_number)}`}
                            className="font-normal text-primary hover:underline"
                          >
                            {change.order_number}
                          </Link>
                        </>
                      )}
                    </span>
                    <span
                      className={cn(
                        "text-right font-semibold tabular-nums",
                        change.delta > 0 ? "text-success" : "text-destructive",
                      )}
                    >
                      {deltaLabel(change.delta, locale)}
                    </span>
                    <span className="text-muted-foreground text-xs">
                      <time dateTime={change.created_at}>{changeTime(change, locale)}</time>
                      {change.actor_name && ` · ${change.actor_name}`}
                    </span>
                    <span className="text-right text-muted-foreground text-xs tabular-nums">
                      {t("vendor.history.left", { n: change.quantity_after.toLocaleString(locale) })}
                    </span>
                  </li>
                ))}
            </ol>
          )}
        </QueryState>
      </div>
      {history.hasNextPage && (
        <Button
          variant="outline"
          className="justify-self-center"
          loading={history.isFetchingNextPage}
          onClick={() => history.fetchNextPage()}
        >
          {t("vendor.history.older")}
        </Button>
      )}
    </section>
  );
}
