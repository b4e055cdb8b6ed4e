import type { OrderStatus } from "@saheli/core/orders";

export type Tone = "primary" | "secondary" | "accent" | "muted" | "success" | "warning" | "destructive";

/** Amber while it waits on her, the brand colour while the parcel moves, green when done, grey when it ended. */
const TONES: Record<OrderStatus, Tone> = {
  placed: "warning",
  confirmed: "warning",
  packed: "accent",
  shipped: "primary",
  out_for_delivery: "primary",
  delivered: "success",
  cancelled: "muted",
  return_requested: "warning",
  return_approved: "accent",
  return_rejected: "muted",
  refunded: "success",
};

export const statusTone = (status: OrderStatus): Tone => TONES[status];
