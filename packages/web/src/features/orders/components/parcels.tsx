import type { CheckoutQuote } from "@saheli/core/contracts/orders";
import { listingPath } from "@saheli/core/listings";
import { formatMoney } from "@saheli/core/money";
import { Store } from "lucide-react";
import { Link } from "react-router";
import { FallbackImage } from "@/components/commerce/fallback-image";
import { useOrdersT } from "../i18n";
import { variantText } from "../lib/format";
import { MoneyRows } from "./money-rows";

/** Step 3: one parcel per shop, each with its lines, shipping and total (each shop sends its own). */
export function Parcels({ quote }: { quote: CheckoutQuote }) {
  const { t } = useOrdersT();
  return (
    <ol aria-label={t("parcels.label")} className="grid gap-4">
      {quote.shops.map((shop, index) => (
        <li key={shop.shop_id} className="grid gap-3 rounded-xl border border-border p-3 sm:p-4">
          <h3 className="flex items-center gap-2 font-semibold text-sm">
            <Store aria-hidden className="size-4 text-primary" />
            {quote.shops.length > 1 && (
              <span className="text-muted-foreground">{t("parcels.parcel", { n: index + 1 })}</span>
            )}
            <Link to={`/shop/${shop.shop_slug}`} className="hover:underline">
              {shop.shop_name}
            </Link>
          </h3>
          <ul aria-label={t("parcels.items", { shop: shop.shop_name })} className="grid gap-3">
            {shop.lines.map((line) => {
              const variant = variantText(line.variant_data);
              return (
                <li key={line.cart_item_id} className="flex gap-3">
                  <FallbackImage
                    src={line.image_url}
                    alt=""
                    width={56}
                    height={56}
                    className="size-14 shrink-0 rounded-lg bg-muted object-cover ring-1 ring-border"
                  />
                  <div className="grid min-w-0 flex-1 content-start gap-0.5">
                    <Link to={listingPath(line)} className="line-clamp-2 font-medium text-sm hover:underline">
                      {line.title}
                    </Link>
                    {variant && <p className="text-muted-foreground text-xs">{variant}</p>}
                    <p className="text-muted-foreground text-xs tabular-nums">
                      {t("parcels.qty", {
                        quantity: line.quantity,
                        price: formatMoney(line.unit_price, shop.currency),
                      })}
                    </p>
                  </div>
                  <p className="shrink-0 font-medium text-sm tabular-nums">
                    {formatMoney(line.line_total, shop.currency)}
                  </p>
                </li>
              );
            })}
          </ul>
          <MoneyRows
            label={t("parcels.totals", { shop: shop.shop_name })}
            subtotal={shop.subtotal}
            shipping={shop.shipping}
            total={shop.total}
            currency={shop.currency}
          />
          {shop.cod_refusal && (
            <p className="text-muted-foreground text-xs">
              {t("parcels.codRefusal", { reason: shop.cod_refusal })}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
