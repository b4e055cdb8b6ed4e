import type { Order } from "@saheli/core/contracts/orders";
import { type OrderActor, type OrderStatus, OrderStatusLabels, PARCEL_PATH } from "@saheli/core/orders";

export type TimelineStep = {
  status: OrderStatus;
  label: string;
  /** done: happened; current: the latest thing that happened; upcoming: a parcel step not reached yet. */
  state: "done" | "current" | "upcoming";
  at: string | null;
  /** Who moved it (null for a step ahead); `who` names them in English. */
  actor: OrderActor | null;
  who: string | null;
  note: string | null;
};

type TimelineSource = Pick<Order, "timeline" | "order_status" | "items" | "viewer" | "shop" | "buyer">;

/** Who moved it, as the person reading sees it: herself is "You", the platform is "Saheli". */
export function actorName(actor: OrderActor, order: Pick<Order, "viewer" | "shop" | "buyer">): string {
  if (actor === "system") return "Saheli";
  if (actor === order.viewer) return "You";
  return actor === "vendor" ? order.shop.name : order.buyer.name;
}

/**
 * Every event in time order, the last one current; then, for an order with a parcel still on its way, the steps of
 * the parcel's path it has not reached yet (a cancelled or returned order has no steps ahead on that path).
 */
export function buildTimeline(order: TimelineSource): TimelineStep[] {
  const events = [...order.timeline].sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
  const steps: TimelineStep[] = events.map((event, index) => ({
    status: event.status,
    label: OrderStatusLabels[event.status],
    state: index === events.length - 1 ? "current" : "done",
    at: event.created_at,
    actor: event.actor,
    who: actorName(event.actor, order),
    note: event.note,
  }));

  const physical = order.items.some((item) => item.listing_type === "physical");
  const position = PARCEL_PATH.indexOf(order.order_status);
  if (!physical || position < 0) return steps;

  const reached = new Set(events.map((event) => event.status));
  for (const status of PARCEL_PATH.slice(position + 1)) {
    if (reached.has(status)) continue;
    steps.push({
      status,
      label: OrderStatusLabels[status],
      state: "upcoming",
      at: null,
      actor: null,
      who: null,
      note: null,
    });
  }
  return steps;
}
