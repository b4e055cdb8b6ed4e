import { cartTotalsByCurrency, moreForFreeShipping } from "@saheli/core/cart";
import type { CartLine } from "@saheli/core/contracts/cart";
import { formatMoney } from "@saheli/core/money";

/**
 * Subtotal, shipping (50 a shop, free above 999) and total: the same rule in the drawer and on /cart. Shops that
 * sell in different currencies get a summary each; amounts in two currencies are never added together.
 */
export function CartSummary({ lines }: { lines: CartLine[] }) {
  const groups = cartTotalsByCurrency(lines);
  return (
    <div className="grid gap-3">
      {groups.map((totals) => {
        const more = moreForFreeShipping(totals.subtotal);
        const money = (amount: number) => formatMoney(amount, totals.currency);
        return (
          <dl
            key={totals.currency}
            aria-label={groups.length > 1 ? `Totals in ${totals.currency}` : "Totals"}
            className="grid grid-cols-[1fr_auto] gap-y-1.5 text-sm"
          >
            <dt className="text-muted-foreground">Subtotal</dt>
            <dd className="text-right tabular-nums">{money(totals.subtotal)}</dd>
            <dt className="text-muted-foreground">Shipping</dt>
            <dd className="text-right tabular-nums">
              {totals.freeShipping ? (
                <span className="font-medium text-success">FREE</span>
              ) : (
                money(totals.shipping)
              )}
            </dd>
            {more > 0 && (
              <dd className="col-span-2 text-muted-foreground text-xs">
                Add {money(more)} more for free shipping.
              </dd>
            )}
            <dt className="font-semibold text-base">Total</dt>
            <dd className="text-right font-semibold text-base tabular-nums">{money(totals.total)}</dd>
          </dl>
        );
      })}
    </div>
  );
}
