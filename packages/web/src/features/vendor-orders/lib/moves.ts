import type { ListingType } from "@saheli/core/listings";
import type { OrderStatus } from "@saheli/core/orders";

/** How she asks for each move: at once, after a confirmation, with shipping details, or with a reason. */
export type MoveKind = "direct" | "confirm" | "ship" | "reason";

type Move = { kind: MoveKind };

/**
 * The vendor's moves and how she asks for each; her buttons' names and what the page says once one is made are
 * the catalogue's `moves.<status>`.
 */
export const VENDOR_MOVES: Partial<Record<OrderStatus, Move>> = {
  confirmed: { kind: "direct" },
  packed: { kind: "direct" },
  shipped: { kind: "ship" },
  out_for_delivery: { kind: "direct" },
  delivered: { kind: "confirm" },
  cancelled: { kind: "reason" },
  return_approved: { kind: "confirm" },
  return_rejected: { kind: "reason" },
  refunded: { kind: "confirm" },
};

/** The moves that have words of their own in the catalogue. */
export type VendorMove =
  | "confirmed"
  | "packed"
  | "shipped"
  | "out_for_delivery"
  | "delivered"
  | "cancelled"
  | "return_approved"
  | "return_rejected"
  | "refunded";

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

const isVendorMove = (move: OrderStatus): move is VendorMove => VENDOR_MOVES[move] !== undefined;

export function vendorMoves(order: MovableOrder): VendorMove[] {
  const parcel = order.items.some((item) => item.listing_type === "physical");
  return order.next_moves.filter((move): move is VendorMove => {
    if (!isVendorMove(move)) return false;
    if (order.order_status !== "confirmed") return true;
    return parcel ? move !== "delivered" : move !== "packed";
  });
}

/** Reasons to cancel she can pick with one tap (the catalogue's `dialogs.templates`). */
export const CANCEL_TEMPLATES = ["outOfStock", "cannotDeliver", "buyerAsked"] as const;

export const CARRIERS = [
  "Delhivery",
  "Blue Dart",
  "DTDC",
  "Ekart",
  "India Post",
  "Shiprocket",
  "Xpressbees",
] as const;
