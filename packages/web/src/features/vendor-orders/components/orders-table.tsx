import type { OrderSummary } from "@saheli/core/contracts/orders";
import { formatMoney } from "@saheli/core/money";
import { Link } from "react-router";
import { useVendorOrdersLocale, useVendorOrdersT } from "../i18n";
import { formatDay, paymentLabel } from "../lib/format";
import { StatusChip } from "./status-chip";

const orderPath = (orderNumber: string) => `/vendor/orders/${encodeURIComponent(orderNumber)}`;

/** The words of a row: 'Banarasi silk saree', 'Banarasi silk saree + 2 more' or '2 items'; the payment column. */
function useRowWords() {
  const { t } = useVendorOrdersT();
  const locale = useVendorOrdersLocale();
  return {
    t,
    day: (iso: string) => formatDay(iso, locale),
    items: (order: Pick<OrderSummary, "first_item" | "item_count">) => {
      const more = order.item_count - 1;
      if (!order.first_item) return t("items.count", { count: order.item_count });
      return more > 0
        ? t("items.more", { title: order.first_item.title, count: more })
        : order.first_item.title;
    },
    payment: (order: OrderSummary) => t(`paymentColumn.${paymentLabel(order)}`),
  };
}

/** The desktop list: one row an order, the whole row opening it. */
export function OrdersTable({ orders }: { orders: OrderSummary[] }) {
  const { t, day, items, payment } = useRowWords();
  return (
    <div className="hidden overflow-hidden rounded-2xl bg-card shadow-card ring-1 ring-border lg:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t("table.caption")}</caption>
        <thead className="bg-muted/60 text-muted-foreground text-xs uppercase tracking-wide">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              {t("table.order")}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t("table.date")}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t("table.buyer")}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t("table.items")}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              {t("table.total")}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t("table.payment")}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t("table.status")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {orders.map((order) => (
            <tr
              key={order.order_number}
              className="relative transition-colors focus-within:bg-muted/60 hover:bg-muted/60"
            >
              <td className="px-4 py-3 font-medium">
                <Link
                  to={orderPath(order.order_number)}
                  className="whitespace-nowrap text-primary after:absolute after:inset-0 focus-visible:outline-none"
                >
                  {order.order_number}
                </Link>
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-muted-foreground">
                <time dateTime={order.created_at}>{day(order.created_at)}</time>
              </td>
              <td className="max-w-40 truncate px-4 py-3">{order.buyer_name}</td>
              <td className="max-w-64 truncate px-4 py-3">{items(order)}</td>
              <td className="whitespace-nowrap px-4 py-3 text-right font-medium tabular-nums">
                {formatMoney(order.total_amount, order.currency)}
              </td>
              <td className="whitespace-nowrap px-4 py-3">{payment(order)}</td>
              <td className="px-4 py-3">
                <StatusChip status={order.order_status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The phone list: a card an order. */
export function OrderCards({ orders }: { orders: OrderSummary[] }) {
  const { t, day, items, payment } = useRowWords();
  return (
    <ul aria-label={t("table.caption")} className="grid gap-3 lg:hidden">
      {orders.map((order) => (
        <li key={order.order_number}>
          <Link
            to={orderPath(order.order_number)}
            className="grid gap-2 rounded-2xl bg-card p-4 shadow-card ring-1 ring-border transition-colors hover:bg-muted/40"
          >
            <span className="flex items-center justify-between gap-2">
              <span className="font-semibold text-primary">{order.order_number}</span>
              <StatusChip status={order.order_status} />
            </span>
            <span className="truncate text-sm">{items(order)}</span>
            <span className="flex items-center justify-between gap-2 text-muted-foreground text-sm">
              <span className="min-w-0 truncate">
                {order.buyer_name} · <time dateTime={order.created_at}>{day(order.created_at)}</time>
              </span>
              <span className="shrink-0 text-foreground">
                <span className="font-semibold tabular-nums">
                  {formatMoney(order.total_amount, order.currency)}
                </span>{" "}
                <span className="text-muted-foreground text-xs">{payment(order)}</span>
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
