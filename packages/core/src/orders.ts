/**
 * Orders (issue 18): the states an order moves through, who may move it, and the figures checkout and support
 * quote. The server enforces these; the web app reads them to show only the actions that will be accepted.
 */

export const ORDER_STATUSES = [
  "placed",
  "confirmed",
  "packed",
  "shipped",
  "out_for_delivery",
  "delivered",
  "cancelled",
  "return_requested",
  "return_approved",
  "return_rejected",
  "refunded",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const OrderStatusLabels: Record<OrderStatus, string> = {
  placed: "Placed",
  confirmed: "Confirmed",
  packed: "Packed",
  shipped: "Shipped",
  out_for_delivery: "Out for delivery",
  delivered: "Delivered",
  cancelled: "Cancelled",
  return_requested: "Return requested",
  return_approved: "Return approved",
  return_rejected: "Return declined",
  refunded: "Refunded",
};

export const PAYMENT_METHODS = ["cod", "razorpay"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PaymentMethodLabels: Record<PaymentMethod, string> = {
  cod: "Cash on delivery",
  razorpay: "UPI, cards and netbanking",
};

/**
 * What has happened to the money of an order: `awaiting` (online, not paid yet), `paid`, `cod` (to be collected
 * at the door), `collected` (cash received on delivery), `refunded`, `void` (cancelled before any money moved).
 */
/**
 * `authorized`: paid online for a booking that waits for the shop's yes, held on her account and not yet taken
 * (captured when the shop accepts, let go when it declines: decision 028).
 */
export const PAYMENT_STATUSES = [
  "awaiting",
  "authorized",
  "paid",
  "cod",
  "collected",
  "refunded",
  "void",
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const ORDER_ACTORS = ["buyer", "vendor", "system"] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

export const OrderRules = {
  /** An online payment not completed in this time cancels its orders and frees the stock. */
  paymentWindowMinutes: 30,
  /** Returns are asked for within this many days of delivery (doc 2 §5 quotes it too). */
  returnWindowDays: 30,
  /** The platform's ceiling for one cash-on-delivery order, unless COD_MAX_ORDER says otherwise. */
  codMaxOrderDefault: 10_000,
  /** A digital purchase's download link lasts this long and may be used this many times. */
  downloadLinkHours: 24,
  downloadsMax: 5,
  reasonMax: 500,
  returnPhotosMax: 4,
  listPageSize: 20,
} as const;

export const OrderMessages = {
  notFound: "Order not found. Please check your order number.",
  invalidNumber: "That does not look like a valid order number. Please try again.",
  emptyCart: "Your cart is empty",
  addressNotFound: "Please choose a delivery address",
  phoneRequired: "Please add a phone number the courier can call",
  soldOut: (title: string) => `${title} is sold out`,
  onlyLeft: (title: string, left: number) => `Only ${left} of ${title} left; please change the quantity`,
  unavailable: (title: string) => `${title} is no longer available`,
  bookService: (title: string) => `${title} is a service: book a time for it on its page`,
  priceChanged: "Prices changed since you looked; please review your order again",
  codOff: (shop: string) => `${shop} does not take cash on delivery`,
  codArea: (shop: string, pincode: string) => `${shop} cannot deliver cash on delivery to ${pincode}`,
  codCeiling: (limit: string) => `Cash on delivery is available for orders up to ${limit}`,
  codNotForDigital: "Digital items are paid online",
  onlineUnavailable: "Online payment is not available right now; please choose cash on delivery",
  paymentFailed: "Payment could not be confirmed. Nothing was charged; please try again.",
  paymentUnreachable: "We could not reach the payment service. Please try again or choose cash on delivery.",
  paymentExpired: "This payment window has closed; your order was cancelled and nothing was charged.",
  badSignature: "Payment signature does not match",
  illegalMove: (from: OrderStatus, to: OrderStatus) =>
    `An order that is ${OrderStatusLabels[from].toLowerCase()} cannot be marked ${OrderStatusLabels[to].toLowerCase()}`,
  cancelTooLate:
    "This order has shipped and can no longer be cancelled; you can ask for a return once it arrives",
  returnTooLate: `Returns can be requested within ${OrderRules.returnWindowDays} days of delivery`,
  returnNotDelivered: "A return can be requested once the order is delivered",
  reasonRequired: "Please give a reason",
  shippingDetailsRequired: "Please enter the courier and the tracking number (AWB)",
  downloadsUsed: `This file has been downloaded ${OrderRules.downloadsMax} times, the most one purchase allows`,
  downloadNotReady: "Downloads open once the order is paid",
  invoiceNotReady: "The invoice is ready once the shop confirms the order",
  awaitingPayment: "This order waits for the buyer's online payment; it can be prepared once she has paid",
  reviewNeedsPurchase: "Only buyers can review: reviews open once your order of this item is delivered",
} as const;

type Move = { to: OrderStatus; by: readonly OrderActor[] };

/** Every allowed move: from a state, to a state, by whom. Anything else is refused with `illegalMove`. */
const MOVES: Record<OrderStatus, readonly Move[]> = {
  placed: [
    { to: "confirmed", by: ["vendor", "system"] },
    { to: "cancelled", by: ["buyer", "vendor", "system"] },
  ],
  confirmed: [
    { to: "packed", by: ["vendor"] },
    // Digital items are delivered by their download links; services when the vendor has served her.
    { to: "delivered", by: ["vendor", "system"] },
    { to: "cancelled", by: ["buyer", "vendor", "system"] },
  ],
  packed: [
    { to: "shipped", by: ["vendor"] },
    { to: "cancelled", by: ["buyer", "vendor"] },
  ],
  shipped: [
    { to: "out_for_delivery", by: ["vendor"] },
    { to: "delivered", by: ["vendor"] },
  ],
  out_for_delivery: [{ to: "delivered", by: ["vendor"] }],
  delivered: [{ to: "return_requested", by: ["buyer"] }],
  cancelled: [],
  return_requested: [
    { to: "return_approved", by: ["vendor"] },
    { to: "return_rejected", by: ["vendor"] },
  ],
  return_approved: [{ to: "refunded", by: ["vendor", "system"] }],
  return_rejected: [],
  refunded: [],
};

export function canMove(from: OrderStatus, to: OrderStatus, by: OrderActor): boolean {
  return MOVES[from].some((move) => move.to === to && move.by.includes(by));
}

/**
 * An online order not paid yet is not the shop's to prepare: she sees it once the payment goes through (the
 * system confirms it then), and may only cancel it before.
 */
export function awaitsPayment(payment: PaymentStatus, to: OrderStatus, by: OrderActor): boolean {
  return payment === "awaiting" && by === "vendor" && to !== "cancelled";
}

/** The states `who` may move an order to next, in the order the screens offer them. */
export function nextMoves(from: OrderStatus, by: OrderActor, payment?: PaymentStatus): OrderStatus[] {
  return MOVES[from]
    .filter((move) => move.by.includes(by))
    .map((move) => move.to)
    .filter((to) => !payment || !awaitsPayment(payment, to, by));
}

/** The forward path a physical parcel walks, for the timeline's not-yet-reached steps. */
export const PARCEL_PATH: readonly OrderStatus[] = [
  "placed",
  "confirmed",
  "packed",
  "shipped",
  "out_for_delivery",
  "delivered",
];

/** Orders that still ask something of the vendor: the `pendingOrders` badge counts these. */
export const VENDOR_PENDING: readonly OrderStatus[] = ["placed", "confirmed", "packed", "return_requested"];

/** The buyer's orders that are still on their way. */
export const BUYER_ACTIVE: readonly OrderStatus[] = [
  "placed",
  "confirmed",
  "packed",
  "shipped",
  "out_for_delivery",
  "return_requested",
  "return_approved",
];

export function returnWindowOpen(deliveredAt: Date | null, now: Date): boolean {
  if (!deliveredAt) return false;
  return now.getTime() - deliveredAt.getTime() <= OrderRules.returnWindowDays * 86_400_000;
}

/** `SAH-2026-000123`: the year the order was placed and the platform's running number. */
export function formatOrderNumber(year: number, sequence: number): string {
  return `SAH-${year}-${String(sequence).padStart(6, "0")}`;
}

export const ORDER_NUMBER_PATTERN = /^SAH-\d{4}-\d{6,}$/;

/** A typed order number, forgiving of case and spaces; null when it cannot be one. */
export function normaliseOrderNumber(input: string): string | null {
  const value = input.trim().toUpperCase().replace(/\s+/g, "");
  return ORDER_NUMBER_PATTERN.test(value) ? value : null;
}

/** India's financial year (April–March) of a date, as GST invoices number it: "2026-27". */
export function financialYear(date: Date): string {
  // Invoices are dated in India's time zone.
  const ist = new Date(date.getTime() + 330 * 60_000);
  const year = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${year}-${String((year + 1) % 100).padStart(2, "0")}`;
}

/** A seller's invoice number, unique per financial year and at most 16 characters (CGST Rule 46(b)). */
export function formatInvoiceNumber(fy: string, sequence: number): string {
  return `${fy}/${String(sequence).padStart(6, "0")}`;
}

export type CodCheck = {
  shopName: string;
  codEnabled: boolean;
  blockedPincodes: readonly string[];
  pincode: string;
  total: number;
  ceiling: number;
  hasDigital: boolean;
};

/** Why cash on delivery cannot be used for one shop's order, in words; null when it can. */
export function codRefusal(check: CodCheck, formatMoney: (amount: number) => string): string | null {
  if (check.hasDigital) return OrderMessages.codNotForDigital;
  if (!check.codEnabled) return OrderMessages.codOff(check.shopName);
  if (check.blockedPincodes.includes(check.pincode))
    return OrderMessages.codArea(check.shopName, check.pincode);
  if (check.total > check.ceiling) return OrderMessages.codCeiling(formatMoney(check.ceiling));
  return null;
}

/** Prices include GST: the taxable value and the tax within an amount at a rate (per cent). */
export function taxWithin(amount: number, ratePercent: number): { taxable: number; tax: number } {
  const taxable = Math.round((amount / (1 + ratePercent / 100)) * 100) / 100;
  return { taxable, tax: Math.round((amount - taxable) * 100) / 100 };
}

/** Rupees to paise, the unit Razorpay counts in, without floating-point drift. */
export function toPaise(amount: number): number {
  return Math.round(amount * 100);
}
