import type { ListingType } from "@saheli/core/listings";
import type { OrderStatus } from "@saheli/core/orders";

/** How she asks for each move: at once, after a confirmation, with shipping details, or with a reason. */
export type MoveKind = "direct" | "confirm" | "ship" | "reason";

type MoveText = { label: string; done: string; kind: MoveKind };

/** The vendor's moves as her buttons name them, and what the page says once one is made. */
export const VENDOR_MOVES: Partial<Record<OrderStatus, MoveText>> = {
  confirmed: { label: "Accept order", done: "Order accepted", kind: "direct" },
  packed: { label: "Mark packed", done: "Marked packed", kind: "direct" },
  shipped: { label: "Ship", done: "Marked shipped", kind: "ship" },
  out_for_delivery: { label: "Out for delivery", done: "Marked out for delivery", kind: "direct" },
  delivered: { label: "Mark delivered", done: "Marked delivered", kind: "confirm" },
  cancelled: { label: "Cancel order", done: "Order cancelled", kind: "reason" },
  return_approved: { label: "Approve return", done: "Return approved", kind: "confirm" },
  return_rejected: { label: "Decline return", done: "Return declined", kind: "reason" },
  refunded: { label: "Refund", done: "Marked refunded", kind: "confirm" },
};

/** Moves that end or turn back the order: shown beside the forward ones, never as the main button. */
export const SIDE_MOVES: ReadonlySet<OrderStatus> = new Set(["cancelled", "return_rejected"]);

/**
 * The moves the server says are hers now. A parcel is packed and shipped before it is delivered; a download or a
 * service is delivered without a parcel, so each order shows only the path that fits it.
 */
type MovableOrder = {
  order_status: OrderStatus;
  next_moves: OrderStatus[];
  items: { listing_type: ListingType }[];
};

export function vendorMoves(order: MovableOrder): OrderStatus[] {
  const parcel = order.items.some((item) => item.listing_type === "physical");
  return order.next_moves.filter((move) => {
    if (!VENDOR_MOVES[move]) return false;
    if (order.order_status !== "confirmed") return true;
    return parcel ? move !== "delivered" : move !== "packed";
  });
}

export const CANCEL_TEMPLATES = [
  "Out of stock",
  "Cannot deliver to this address",
  "Buyer asked to cancel",
] as const;

export const CARRIERS = [
  "Delhivery",
  "Blue Dart",
  "DTDC",
  "Ekart",
  "India Post",
  "Shiprocket",
  "Xpressbees",
] as const;
