import type { Order } from "@saheli/core/contracts/orders";
import { formatMoney } from "@saheli/core/money";
import { FallbackImage } from "@/components/commerce/fallback-image";
import { useVendorOrdersT } from "../i18n";
import { variantText } from "../lib/format";
import { Panel } from "./panel";

/** What she sold, as it was bought, and what the buyer pays. */
export function OrderLines({ order }: { order: Order }) {
  const { t } = useVendorOrdersT();
  const money = (amount: number) => formatMoney(amount, order.currency);
  return (
    <Panel title={t("panels.items")} id="order-items">
      <ul className="divide-y divide-border">
        {order.items.map((line) => {
          const variant = variantText(line.variant_data);
          return (
            <li key={line.id} className="flex gap-3 py-3 first:pt-0">
              <FallbackImage
                src={line.image_url}
                alt=""
                width={64}
                height={64}
                className="size-16 shrink-0 rounded-xl bg-muted object-cover"
              />
              <div className="grid min-w-0 flex-1 content-start gap-0.5 text-sm">
                <p className="font-medium">{line.title}</p>
                {variant && <p className="text-muted-foreground">{variant}</p>}
                <p className="text-muted-foreground">
                  {line.listing_type !== "physical" && `${t(`listingType.${line.listing_type}`)} · `}
                  {money(line.unit_price)} × {line.quantity}
                  {line.hsn_code && t("panels.hsn", { code: line.hsn_code })}
                </p>
              </div>
              <p className="shrink-0 font-medium text-sm tabular-nums">{money(line.line_total)}</p>
            </li>
          );
        })}
      </ul>
      <dl className="grid gap-1.5 border-border border-t pt-3 text-sm">
        <div className="flex justify-between gap-2">
          <dt className="text-muted-foreground">{t("panels.itemsTotal")}</dt>
          <dd className="tabular-nums">{money(order.subtotal)}</dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt className="text-muted-foreground">{t("panels.shipping")}</dt>
          <dd className="tabular-nums">{order.shipping === 0 ? t("panels.free") : money(order.shipping)}</dd>
        </div>
        <div className="flex justify-between gap-2 font-semibold text-base">
          <dt>{t("panels.total")}</dt>
          <dd className="tabular-nums">{money(order.total_amount)}</dd>
        </div>
      </dl>
    </Panel>
  );
}
