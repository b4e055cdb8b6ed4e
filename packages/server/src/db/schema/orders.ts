import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns.js";
import { listings } from "./listings.js";
import { profiles } from "./profiles.js";
import { shops } from "./shops.js";

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: "number" });
const at = (name: string) => timestamp(name, { withTimezone: true });

export type ShippingAddressSnapshot = {
  full_name: string;
  phone: string | null;
  address_line: string | null;
  address_line_2: string | null;
  city: string;
  state: string;
  pincode: string;
  country: string;
};

/** The running number in every order number (`SAH-2026-000123`). */
export const orderNumberSeq = pgSequence("order_number_seq", { startWith: 1 });

/**
 * One "Place order": the orders it made (one per shop) and the one payment for them. `idempotency_key` is the
 * page's key for this checkout: the same key again answers this row instead of making another.
 */
export const checkouts = pgTable(
  "checkouts",
  {
    id: id(),
    buyer_id: uuid("buyer_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    idempotency_key: text("idempotency_key").notNull(),
    payment_method: text("payment_method").notNull(),
    /**
     * `awaiting` (online, open), `paid`, `cod`, `expired` (window closed unpaid), `failed`; with manual capture
     * also `authorized` (held on her card or account, not yet taken) and `released` (the hold let go uncaptured).
     */
    payment_status: text("payment_status").notNull(),
    amount: money("amount").notNull(),
    currency: text("currency").notNull().default("INR"),
    /** The cart lines this checkout bought, removed from her cart once it is paid (or at once for COD). */
    cart_item_ids: uuid("cart_item_ids").array().notNull().default(sql`'{}'::uuid[]`),
    razorpay_order_id: text("razorpay_order_id"),
    razorpay_payment_id: text("razorpay_payment_id"),
    /** Razorpay's order asked for `payment_capture: 0`: the payment is only authorised until the vendor accepts. */
    manual_capture: boolean("manual_capture").notNull().default(false),
    expires_at: at("expires_at"),
    paid_at: at("paid_at"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("checkouts_idempotency_key").on(t.buyer_id, t.idempotency_key),
    uniqueIndex("checkouts_razorpay_order_key").on(t.razorpay_order_id),
    index("checkouts_awaiting_idx").on(t.expires_at).where(sql`${t.payment_status} = 'awaiting'`),
    check("checkouts_method_check", sql`${t.payment_method} in ('cod', 'razorpay')`),
    check(
      "checkouts_payment_status_check",
      sql`${t.payment_status} in ('awaiting', 'authorized', 'paid', 'cod', 'expired', 'failed', 'released')`,
    ),
    check("checkouts_amount_check", sql`${t.amount} >= 0`),
  ],
);

/** One shop's parcel of a checkout. Statuses and who moves them: packages/core/src/orders.ts. */
export const orders = pgTable(
  "orders",
  {
    id: id(),
    order_number: text("order_number").notNull(),
    checkout_id: uuid("checkout_id")
      .notNull()
      .references(() => checkouts.id, { onDelete: "cascade" }),
    buyer_id: uuid("buyer_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    shop_id: uuid("shop_id")
      .notNull()
      .references(() => shops.id),
    order_status: text("order_status").notNull(),
    payment_method: text("payment_method").notNull(),
    payment_status: text("payment_status").notNull(),
    subtotal: money("subtotal").notNull(),
    shipping: money("shipping").notNull(),
    total_amount: money("total_amount").notNull(),
    currency: text("currency").notNull().default("INR"),
    shipping_address: jsonb("shipping_address").$type<ShippingAddressSnapshot>().notNull(),
    contact_phone: text("contact_phone"),
    carrier: text("carrier"),
    awb: text("awb"),
    tracking_url: text("tracking_url"),
    cancel_reason: text("cancel_reason"),
    return_reason: text("return_reason"),
    return_photos: text("return_photos").array().notNull().default(sql`'{}'::text[]`),
    /** Given when the order is confirmed: unique per shop per financial year (GST Rule 46). */
    invoice_number: text("invoice_number"),
    invoice_date: at("invoice_date"),
    created_at: createdAt(),
    confirmed_at: at("confirmed_at"),
    packed_at: at("packed_at"),
    shipped_at: at("shipped_at"),
    out_for_delivery_at: at("out_for_delivery_at"),
    delivered_at: at("delivered_at"),
    cancelled_at: at("cancelled_at"),
    return_requested_at: at("return_requested_at"),
    refunded_at: at("refunded_at"),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("orders_number_key").on(t.order_number),
    uniqueIndex("orders_invoice_key").on(t.shop_id, t.invoice_number),
    index("orders_buyer_recent").on(t.buyer_id, t.created_at.desc(), t.id.desc()),
    index("orders_shop_recent").on(t.shop_id, t.created_at.desc(), t.id.desc()),
    index("orders_shop_status").on(t.shop_id, t.order_status),
    index("orders_checkout_idx").on(t.checkout_id),
    check(
      "orders_status_check",
      sql`${t.order_status} in ('placed', 'confirmed', 'packed', 'shipped', 'out_for_delivery', 'delivered',
        'cancelled', 'return_requested', 'return_approved', 'return_rejected', 'refunded')`,
    ),
    check(
      "orders_payment_status_check",
      sql`${t.payment_status} in ('awaiting', 'authorized', 'paid', 'cod', 'collected', 'refunded', 'void')`,
    ),
    check("orders_money_check", sql`${t.subtotal} >= 0 and ${t.shipping} >= 0 and ${t.total_amount} >= 0`),
  ],
);

/** A line as bought: title, variant, price and picture kept even if the listing changes or goes. */
export const orderItems = pgTable(
  "order_items",
  {
    id: id(),
    order_id: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    listing_id: uuid("listing_id").references(() => listings.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    listing_type: text("listing_type").notNull(),
    variant_data: jsonb("variant_data").$type<Record<string, string>>(),
    unit_price: money("unit_price").notNull(),
    quantity: integer("quantity").notNull(),
    line_total: money("line_total").notNull(),
    image_url: text("image_url"),
    hsn_code: text("hsn_code"),
    gst_rate: numeric("gst_rate", { precision: 4, scale: 2, mode: "number" }),
    /** A digital line's file as it was when bought (private storage). */
    digital_file_path: text("digital_file_path"),
    download_count: integer("download_count").notNull().default(0),
    /** The current download link's token (its SHA-256) and when it stops working; a new link replaces it. */
    download_token_hash: text("download_token_hash"),
    download_expires_at: at("download_expires_at"),
  },
  (t) => [
    index("order_items_order_idx").on(t.order_id),
    index("order_items_listing_idx").on(t.listing_id),
    uniqueIndex("order_items_download_token_key").on(t.download_token_hash),
    check("order_items_quantity_check", sql`${t.quantity} > 0`),
    check("order_items_downloads_check", sql`${t.download_count} >= 0`),
  ],
);

/** Every move of an order: to what, by whom, when, and the words that came with it. */
export const orderEvents = pgTable(
  "order_events",
  {
    // A running number: two moves in the same instant still read in the order they were made.
    id: bigserial("id", { mode: "number" }).primaryKey(),
    order_id: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    actor: text("actor").notNull(),
    actor_id: uuid("actor_id").references(() => profiles.id, { onDelete: "set null" }),
    note: text("note"),
    created_at: createdAt(),
  },
  (t) => [
    index("order_events_order_idx").on(t.order_id, t.created_at),
    check("order_events_actor_check", sql`${t.actor} in ('buyer', 'vendor', 'system')`),
  ],
);

/** Razorpay webhook deliveries already handled, by `x-razorpay-event-id`: a replay changes nothing. */
export const paymentWebhookEvents = pgTable("payment_webhook_events", {
  event_id: text("event_id").primaryKey(),
  event: text("event").notNull(),
  received_at: at("received_at").notNull().defaultNow(),
});

/** Money sent back for an order through Razorpay's Refunds API (COD returns are refunded by the shop). */
export const refunds = pgTable(
  "refunds",
  {
    id: id(),
    order_id: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    checkout_id: uuid("checkout_id")
      .notNull()
      .references(() => checkouts.id, { onDelete: "cascade" }),
    razorpay_refund_id: text("razorpay_refund_id"),
    razorpay_payment_id: text("razorpay_payment_id").notNull(),
    amount: money("amount").notNull(),
    /** `pending` until Razorpay says `processed` (webhook) or `failed`. */
    status: text("status").notNull().default("pending"),
    reason: text("reason").notNull(),
    created_at: createdAt(),
    processed_at: at("processed_at"),
  },
  (t) => [
    uniqueIndex("refunds_razorpay_key").on(t.razorpay_refund_id),
    // One refund per order (a whole-order refund); a whole-checkout refund has no order.
    uniqueIndex("refunds_order_once").on(t.order_id),
    check("refunds_status_check", sql`${t.status} in ('pending', 'processed', 'failed')`),
  ],
);

/** Each shop's last invoice number in each financial year, taken under a row lock. */
export const invoiceCounters = pgTable(
  "invoice_counters",
  {
    shop_id: uuid("shop_id")
      .notNull()
      .references(() => shops.id, { onDelete: "cascade" }),
    financial_year: text("financial_year").notNull(),
    last_number: integer("last_number").notNull().default(0),
    updated_at: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.shop_id, t.financial_year] })],
);
