import { formatMoney } from "@saheli/core/money";

type Props = { subtotal: number; shipping: number; total: number; currency: string; label?: string };

/** Subtotal, shipping ("FREE" at 0) and total, as a description list. */
export function MoneyRows({ subtotal, shipping, total, currency, label = "Totals" }: Props) {
  return (
    <dl aria-label={label} className="grid grid-cols-[1fr_auto] gap-y-1.5 text-sm">
      <dt className="text-muted-foreground">Subtotal</dt>
      <dd className="text-right tabular-nums">{formatMoney(subtotal, currency)}</dd>
      <dt className="text-muted-foreground">Shipping</dt>
      <dd className="text-right tabular-nums">
        {shipping === 0 ? (
          <span className="font-medium text-success">FREE</span>
        ) : (
          formatMoney(shipping, currency)
        )}
      </dd>
      <dt className="font-semibold text-base">Total</dt>
      <dd className="text-right font-semibold text-base tabular-nums">{formatMoney(total, currency)}</dd>
    </dl>
  );
}
