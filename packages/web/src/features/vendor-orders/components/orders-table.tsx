import type { OrderSummary } from "@saheli/core/contracts/orders";
import { formatMoney } from "@saheli/core/money";
import { Link } from "react-router";
import { formatDay, itemsLabel, paymentLabel } from "../lib/format";
import { StatusChip } from "./status-chip";

const orderPath = (orderNumber: string) => `/vendor/orders/${encodeURIComponent(orderNumber)}`;

/** The desktop list: one row an order, the whole row opening it. */
export function OrdersTable({ orders }: { orders: OrderSummary[] }) {
  return (
    <div className="hidden overflow-hidden rounded-2xl bg-card shadow-card ring-1 ring-border lg:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Your orders</caption>
        <thead className="bg-muted/60 text-muted-foreground text-xs uppercase tracking-wide">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              Order
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Date
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Buyer
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Items
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              Total
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Payment
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Status
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
                <time dateTime={order.created_at}>{formatDay(order.created_at)}</time>
              </td>
              <td className="max-w-40 truncate px-4 py-3">{order.buyer_name}</td>
              <td className="max-w-64 truncate px-4 py-3">{itemsLabel(order)}</td>
              <td className="whitespace-nowrap px-4 py-3 text-right font-medium tabular-nums">
                {formatMoney(order.total_amount, order.currency)}
              </td>
              <td className="whitespace-nowrap px-4 py-3">{paymentLabel(order)}</td>
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
  return (
    <ul aria-label="Your orders" className="grid gap-3 lg:hidden">
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
            <span className="truncate text-sm">{itemsLabel(order)}</span>
            <span className="flex items-center justify-between gap-2 text-muted-foreground text-sm">
              <span className="min-w-0 truncate">
                {order.buyer_name} · <time dateTime={order.created_at}>{formatDay(order.created_at)}</time>
              </span>
              <span className="shrink-0 text-foreground">
                <span className="font-semibold tabular-nums">
                  {formatMoney(order.total_amount, order.currency)}
                </span>{" "}
                <span className="text-muted-foreground text-xs">{paymentLabel(order)}</span>
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
