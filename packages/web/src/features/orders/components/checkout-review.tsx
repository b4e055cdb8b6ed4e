import type { CheckoutQuote } from "@saheli/core/contracts/orders";
import { formatMoney } from "@saheli/core/money";
import { type PaymentMethod, PaymentMethodLabels } from "@saheli/core/orders";
import { MoneyRows } from "./money-rows";

type Props = { quote: CheckoutQuote; method: PaymentMethod | null };

/** Step 5: everything she will pay, to whom and how, before "Place order". */
export function CheckoutReview({ quote, method }: Props) {
  const money = (amount: number) => formatMoney(amount, quote.currency);
  const { address } = quote;
  return (
    <div className="grid gap-4">
      {quote.shops.length > 1 && (
        <ul aria-label="Orders to be placed" className="grid gap-1 text-sm">
          {quote.shops.map((shop) => (
            <li key={shop.shop_id} className="flex justify-between gap-3">
              <span className="min-w-0 truncate">{shop.shop_name}</span>
              <span className="tabular-nums">{formatMoney(shop.total, shop.currency)}</span>
            </li>
          ))}
        </ul>
      )}
      <MoneyRows
        label="Checkout totals"
        subtotal={quote.subtotal}
        shipping={quote.shipping}
        total={quote.total}
        currency={quote.currency}
      />
      <dl className="grid gap-2 text-sm">
        <div>
          <dt className="text-muted-foreground">Delivering to</dt>
          <dd>
            {address.full_name}, {address.city} {address.pincode}
          </dd>
        </div>
        {method && (
          <div>
            <dt className="text-muted-foreground">Paying by</dt>
            <dd>{PaymentMethodLabels[method]}</dd>
          </div>
        )}
      </dl>
      {method === "cod" && (
        <p className="text-muted-foreground text-xs">
          {quote.shops.length > 1
            ? `Each courier collects its parcel's total in cash: ${money(quote.total)} in all.`
            : `You pay ${money(quote.total)} in cash when the parcel arrives.`}
        </p>
      )}
      {method === null && (
        <p role="status" className="text-destructive text-sm">
          None of the ways to pay can be used for this order: see why under Payment.
        </p>
      )}
      {method === "razorpay" && (
        <p className="text-muted-foreground text-xs">
          Razorpay's secure payment window opens next. Your order is held for you while you pay.
        </p>
      )}
    </div>
  );
}
