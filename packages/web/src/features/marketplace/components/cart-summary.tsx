import { cartTotalsByCurrency, moreForFreeShipping } from "@saheli/core/cart";
import type { CartLine } from "@saheli/core/contracts/cart";
import { formatMoney } from "@saheli/core/money";
import { useMarketplaceT } from "../i18n";

/**
 * Subtotal, shipping (50 a shop, free above 999) and total: the same rule in the drawer and on /cart. Shops that
 * sell in different currencies get a summary each; amounts in two currencies are never added together.
 */
export function CartSummary({ lines }: { lines: CartLine[] }) {
  const { t } = useMarketplaceT();
  const groups = cartTotalsByCurrency(lines);
  return (
    <div className="grid gap-3">
      {groups.map((totals) => {
        const more = moreForFreeShipping(totals.subtotal);
        const money = (amount: number) => formatMoney(amount, totals.currency);
        return (
          <dl
            key={totals.currency}
            aria-label={
              groups.length > 1
                ? t("cart.summary.totalsIn", { currency: totals.currency })
                : t("cart.summary.totals")
            }
            className="grid grid-cols-[1fr_auto] gap-y-1.5 text-sm"
          >
            <dt className="text-muted-foreground">{t("cart.summary.subtotal")}</dt>
            <dd className="text-right tabular-nums">{money(totals.subtotal)}</dd>
            <dt className="text-muted-foreground">{t("cart.summary.shipping")}</dt>
            <dd className="text-right tabular-nums">
              {totals.freeShipping ? (
                <span className="font-medium text-success">{t("cart.summary.free")}</span>
              ) : (
                money(totals.shipping)
              )}
            </dd>
            {more > 0 && (
              <dd className="col-span-2 text-muted-foreground text-xs">
                {t("cart.summary.freeShippingHint", { amount: money(more) })}
              </dd>
            )}
            <dt className="font-semibold text-base">{t("cart.summary.total")}</dt>
            <dd className="text-right font-semibold text-base tabular-nums">{money(totals.total)}</dd>
          </dl>
        );
      })}
    </div>
  );
}
