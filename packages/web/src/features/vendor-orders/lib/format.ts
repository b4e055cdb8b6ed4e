import type { Order, OrderSummary } from "@saheli/core/contracts/orders";
import type { OrderActor } from "@saheli/core/orders";

const day = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric" });
const dayAndTime = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

function parsed(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '5 Mar 2026'. */
export function formatDay(iso: string): string {
  const date = parsed(iso);
  return date ? day.format(date) : "";
}

/** '5 Mar 2026, 3:45 pm'. */
export function formatDayAndTime(iso: string): string {
  const date = parsed(iso);
  return date ? dayAndTime.format(date) : "";
}

/** The payment column: cash to collect, or the state of an online payment. */
export function paymentLabel(order: Pick<OrderSummary, "payment_method" | "payment_status">): string {
  if (order.payment_status === "refunded") return "Refunded";
  if (order.payment_status === "void") return "Not charged";
  if (order.payment_method === "cod") return order.payment_status === "collected" ? "COD · collected" : "COD";
  return order.payment_status === "awaiting" ? "Awaiting payment" : "Paid";
}

/** 'Banarasi silk saree', or 'Banarasi silk saree + 2 more'. */
export function itemsLabel(order: Pick<OrderSummary, "first_item" | "item_count">): string {
  const first = order.first_item?.title ?? `${order.item_count} ${order.item_count === 1 ? "item" : "items"}`;
  const more = order.item_count - 1;
  return order.first_item && more > 0 ? `${first} + ${more} more` : first;
}

/** Who moved the order, as the shop's owner reads her timeline. */
export function actorLabel(actor: OrderActor): string {
  return actor === "vendor" ? "You" : actor === "buyer" ? "Buyer" : "Saheli";
}

/** 'Size: M, Colour: Indigo', or null for a line without choices. */
export function variantText(variant: Order["items"][number]["variant_data"]): string | null {
  const parts = Object.entries(variant ?? {}).map(([name, value]) => `${name}: ${value}`);
  return parts.length > 0 ? parts.join(", ") : null;
}
