import type { CheckoutResult } from "@saheli/core/contracts/orders";
import type { OrderStatus } from "@saheli/core/orders";

/** The badge colours of the design system (components/ui/badge). */
export type Tone = "primary" | "secondary" | "accent" | "muted" | "success" | "warning" | "destructive";

/**
 * A chip's colour says what the order asks of her: amber while it waits on someone, the brand colour while the
 * parcel moves, green when it arrived or the money came back, grey when it ended, red when a return was declined.
 */
const STATUS_TONES: Record<OrderStatus, Tone> = {
  placed: "warning",
  confirmed: "accent",
  packed: "accent",
  shipped: "primary",
  out_for_delivery: "primary",
  delivered: "success",
  cancelled: "muted",
  return_requested: "warning",
  return_approved: "accent",
  return_rejected: "destructive",
  refunded: "success",
};

export function statusTone(status: OrderStatus): Tone {
  return STATUS_TONES[status];
}

export type CheckoutPaymentStatus = CheckoutResult["payment_status"];

const PAYMENT_TONES: Record<CheckoutPaymentStatus, Tone> = {
  awaiting: "warning",
  authorized: "warning",
  paid: "success",
  cod: "secondary",
  expired: "muted",
  failed: "destructive",
  released: "muted",
};

export function checkoutPaymentTone(status: CheckoutPaymentStatus): Tone {
  return PAYMENT_TONES[status];
}
