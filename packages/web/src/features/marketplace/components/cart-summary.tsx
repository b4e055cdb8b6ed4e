import { cartTotals, moreForFreeShipping } from "@saheli/core/cart";
import type { CartLine } from "@saheli/core/contracts/cart";
import { formatMoney } from "@saheli/core/money";

/** Subtotal, shipping (50 a shop, free above 999) and total: the same rule in the drawer and on /cart. */
export function CartSummary({ lines }: { lines: CartLine[] }) {
  const totals = cartTotals(lines.map((line) => ({ quantity: line.quantity, listing: line.listing })));
  const currency = lines[0]?.listing.shop_currency;
  const more = moreForFreeShipping(totals.subtotal);
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-y-1.5 text-sm">
      <dt className="text-muted-foreground">Subtotal</dt>
      <dd className="text-right tabular-nums">{formatMoney(totals.subtotal, currency)}</dd>
      <dt className="text-muted-foreground">Shipping</dt>
      <dd className="text-right tabular-nums">
        {totals.freeShipping ? (
          <span className="font-medium text-success">FREE</span>
        ) : (
          formatMoney(totals.shipping, currency)
        )}
      </dd>
      {lines.length > 0 && more > 0 && (
        <dd className="col-span-2 text-muted-foreground text-xs">
          Add {formatMoney(more, currency)} more for free shipping.
        </dd>
      )}
      <dt className="font-semibold text-base">Total</dt>
      <dd className="text-right font-semibold text-base tabular-nums">
        {formatMoney(totals.total, currency)}
      </dd>
    </dl>
  );
}
