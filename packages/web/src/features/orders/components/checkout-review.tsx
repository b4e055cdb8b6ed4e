import type { CheckoutQuote } from "@saheli/core/contracts/orders";
import { formatMoney } from "@saheli/core/money";
import type { PaymentMethod } from "@saheli/core/orders";
import { useOrdersT } from "../i18n";
import { MoneyRows } from "./money-rows";

type Props = { quote: CheckoutQuote; method: PaymentMethod | null };

/** Step 5: everything she will pay, to whom and how, before "Place order". */
export function CheckoutReview({ quote, method }: Props) {
  const { t } = useOrdersT();
  const money = (amount: number) => formatMoney(amount, quote.currency);
  const { address } = quote;
  return (
    <div className="grid gap-4">
      {quote.shops.length > 1 && (
        <ul aria-label={t("review.orders")} className="grid gap-1 text-sm">
          {quote.shops.map((shop) => (
            <li key={shop.shop_id} className="flex justify-between gap-3">
              <span className="min-w-0 truncate">{shop.shop_name}</span>
              <span className="tabular-nums">{formatMoney(shop.total, shop.currency)}</span>
            </li>
          ))}
        </ul>
      )}
      <MoneyRows
        label={t("review.totals")}
        subtotal={quote.subtotal}
        shipping={quote.shipping}
        total={quote.total}
        currency={quote.currency}
      />
      <dl className="grid gap-2 text-sm">
        <div>
          <dt className="text-muted-foreground">{t("review.deliveringTo")}</dt>
          <dd>
            {address.full_name}, {address.city} {address.pincode}
          </dd>
        </div>
        {method && (
          <div>
            <dt className="text-muted-foreground">{t("review.payingBy")}</dt>
            <dd>{t(`paymentMethod.${method}`)}</dd>
          </div>
        )}
      </dl>
      {method === "cod" && (
        <p className="text-muted-foreground text-xs">
          {quote.shops.length > 1
            ? t("review.codMany", { total: money(quote.total) })
            : t("review.codOne", { total: money(quote.total) })}
        </p>
      )}
      {method === null && (
        <p role="status" className="text-destructive text-sm">
          {t("review.noMethod")}
        </p>
      )}
      {method === "razorpay" && <p className="text-muted-foreground text-xs">{t("review.razorpay")}</p>}
    </div>
  );
}
