import { z } from "zod";
import { LISTING_TYPES } from "../listings";
import {
  ORDER_ACTORS,
  ORDER_STATUSES,
  OrderMessages,
  OrderRules,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from "../orders";
import { cursorParam } from "./paging";

/** Checkout, payments and orders (issue 18): request and answer shapes the server checks and the web reads. */

export const orderNumberParam = z.object({
  orderNumber: z.string().trim().min(3, OrderMessages.invalidNumber).max(40, OrderMessages.invalidNumber),
});

export const checkoutQuoteRequestSchema = z.object({ address_id: z.uuid() });

export const quoteLineSchema = z.object({
  cart_item_id: z.uuid(),
  listing_id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  listing_type: z.enum(LISTING_TYPES),
  variant_data: z.record(z.string(), z.string()).nullable(),
  unit_price: z.number(),
  quantity: z.number().int(),
  line_total: z.number(),
  image_url: z.string().nullable(),
});

/** One shop's parcel: its lines, shipping, total, and whether COD can pay for it (and why not). */
export const quoteShopSchema = z.object({
  shop_id: z.uuid(),
  shop_name: z.string(),
  shop_slug: z.string(),
  currency: z.string(),
  lines: z.array(quoteLineSchema),
  subtotal: z.number(),
  shipping: z.number(),
  total: z.number(),
  cod_refusal: z.string().nullable(),
});

export const checkoutQuoteSchema = z.object({
  shops: z.array(quoteShopSchema),
  subtotal: z.number(),
  shipping: z.number(),
  total: z.number(),
  currency: z.string(),
  payment_methods: z.array(
    z.object({ method: z.enum(PAYMENT_METHODS), available: z.boolean(), reason: z.string().nullable() }),
  ),
  /** What stops the whole checkout (sold out, gone, price changed), in words; empty when she can pay. */
  problems: z.array(z.string()),
  address: z.object({
    id: z.uuid(),
    full_name: z.string(),
    phone: z.string().nullable(),
    pincode: z.string(),
    city: z.string(),
    state: z.string(),
  }),
});
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;

export const placeOrderSchema = z.object({
  address_id: z.uuid(),
  payment_method: z.enum(PAYMENT_METHODS),
  /** A key the page makes once per checkout: the same key again answers the same orders. */
  idempotency_key: z.string().trim().min(8).max(100),
  contact_phone: z
    .string()
    .trim()
    .regex(/^\+?\d{10,15}$/, OrderMessages.phoneRequired)
    .optional(),
  /** The total she saw: a different server total refuses the order with `priceChanged` (never charges it). */
  expected_total: z.number().nonnegative().optional(),
});
export type PlaceOrder = z.input<typeof placeOrderSchema>;

export const razorpayHandoffSchema = z.object({
  order_id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  key_id: z.string(),
  checkout_url: z.string(),
  name: z.string(),
  prefill: z.object({ name: z.string(), email: z.string().nullable(), contact: z.string().nullable() }),
});

export const placedOrderSchema = z.object({
  order_number: z.string(),
  status: z.enum(ORDER_STATUSES),
  total: z.number(),
  currency: z.string(),
  shop_name: z.string(),
});

export const checkoutResultSchema = z.object({
  checkout_id: z.uuid(),
  payment_method: z.enum(PAYMENT_METHODS),
  /** `authorized`/`released`: a booking's payment held until the shop answers, then taken or let go. */
  payment_status: z.enum(["awaiting", "authorized", "paid", "cod", "expired", "failed", "released"]),
  orders: z.array(placedOrderSchema),
  total: z.number(),
  expires_at: z.string().nullable(),
  razorpay: razorpayHandoffSchema.optional(),
});
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

export const razorpayVerifySchema = z.object({
  razorpay_order_id: z.string().trim().min(1).max(100),
  razorpay_payment_id: z.string().trim().min(1).max(100),
  razorpay_signature: z.string().trim().min(1).max(200),
});

export const orderLineSchema = z.object({
  id: z.uuid(),
  listing_id: z.uuid().nullable(),
  listing_slug: z.string().nullable(),
  title: z.string(),
  listing_type: z.enum(LISTING_TYPES),
  variant_data: z.record(z.string(), z.string()).nullable(),
  unit_price: z.number(),
  quantity: z.number().int(),
  line_total: z.number(),
  image_url: z.string().nullable(),
  hsn_code: z.string().nullable(),
  /** Digital lines once paid: how many downloads are left (the link itself is asked for separately). */
  downloads_left: z.number().int().nullable(),
  /** Whether she may review this line now (delivered, hers, not yet reviewed). */
  can_review: z.boolean(),
});

export const orderEventSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  actor: z.enum(ORDER_ACTORS),
  note: z.string().nullable(),
  created_at: z.string(),
});

export const shippingAddressSchema = z.object({
  full_name: z.string(),
  phone: z.string().nullable(),
  address_line: z.string().nullable(),
  address_line_2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  country: z.string(),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

/** An order as its buyer or its shop sees it; `viewer` says which, so the page offers the right actions. */
export const orderSchema = z.object({
  order_number: z.string(),
  viewer: z.enum(["buyer", "vendor"]),
  order_status: z.enum(ORDER_STATUSES),
  payment_method: z.enum(PAYMENT_METHODS),
  payment_status: z.enum(PAYMENT_STATUSES),
  subtotal: z.number(),
  shipping: z.number(),
  total_amount: z.number(),
  currency: z.string(),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  shipped_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  shop: z.object({ id: z.uuid(), name: z.string(), slug: z.string(), owner_id: z.uuid() }),
  buyer: z.object({ id: z.uuid(), name: z.string(), username: z.string().nullable() }),
  shipping_address: shippingAddressSchema,
  carrier: z.string().nullable(),
  awb: z.string().nullable(),
  tracking_url: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  return_reason: z.string().nullable(),
  return_photos: z.array(z.string()),
  invoice_number: z.string().nullable(),
  items: z.array(orderLineSchema),
  timeline: z.array(orderEventSchema),
  /** The states the viewer may move it to now (server-checked again when she does). */
  next_moves: z.array(z.enum(ORDER_STATUSES)),
  /** While an online payment is open: when it closes, and the handoff to pay again. */
  payment_due_at: z.string().nullable(),
  checkout_id: z.uuid(),
  /** A booked service's order: its time, meeting and changes live on the booking (`/co-work/bookings/{id}`). */
  booking_id: z.uuid().nullable(),
});
export type Order = z.infer<typeof orderSchema>;
export const orderAnswerSchema = z.object({ success: z.literal(true), order: orderSchema });

export const orderSummarySchema = z.object({
  order_number: z.string(),
  order_status: z.enum(ORDER_STATUSES),
  payment_method: z.enum(PAYMENT_METHODS),
  payment_status: z.enum(PAYMENT_STATUSES),
  total_amount: z.number(),
  currency: z.string(),
  created_at: z.string(),
  shop_name: z.string(),
  buyer_name: z.string(),
  item_count: z.number().int(),
  first_item: z.object({ title: z.string(), image_url: z.string().nullable() }).nullable(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderPageSchema = z.object({
  items: z.array(orderSummarySchema),
  next_cursor: z.string().nullable(),
});

export const BUYER_ORDER_FILTERS = ["all", "active", "delivered", "cancelled", "returns"] as const;
export const VENDOR_ORDER_FILTERS = [
  "all",
  "new",
  "to_pack",
  "shipped",
  "delivered",
  "returns",
  "cancelled",
] as const;

export const orderListQuerySchema = z.object({
  q: z.string().trim().max(40).optional(),
  cursor: cursorParam,
});
export const buyerOrderListQuerySchema = orderListQuerySchema.extend({
  filter: z.enum(BUYER_ORDER_FILTERS).default("all"),
});
export const vendorOrderListQuerySchema = orderListQuerySchema.extend({
  filter: z.enum(VENDOR_ORDER_FILTERS).default("all"),
});

const reason = z.string().trim().min(1, OrderMessages.reasonRequired).max(OrderRules.reasonMax);

export const cancelOrderSchema = z.object({ reason: reason.optional() });

export const returnRequestSchema = z.object({
  reason,
  /** Photos she uploaded with `POST /api/orders/returns/photos` (her own uploads only). */
  photos: z.array(z.string().max(300)).max(OrderRules.returnPhotosMax).default([]),
});

export const vendorOrderUpdateSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  carrier: z.string().trim().min(1).max(60).optional(),
  awb: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{4,40}$/, "A tracking number (AWB) is 4 to 40 letters and digits")
    .optional(),
  tracking_url: z
    .url({ protocol: /^https$/, message: "The tracking link must start with https://" })
    .max(500)
    .optional(),
  reason: reason.optional(),
});
export type VendorOrderUpdate = z.input<typeof vendorOrderUpdateSchema>;

export const downloadLinkSchema = z.object({
  url: z.string(),
  expires_at: z.string(),
  downloads_left: z.number().int(),
  file_name: z.string(),
});

/** The vendor's dashboard counts of her orders by what they need. */
export const vendorOrderCountsSchema = z.object({
  new: z.number().int(),
  to_pack: z.number().int(),
  shipped: z.number().int(),
  returns: z.number().int(),
});
