import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns.js";
import { listings } from "./listings.js";
import { orders } from "./orders.js";
import { profiles } from "./profiles.js";
import { shops } from "./shops.js";

/** Issue 19: the vendor's workspace, service bookings, Zoom and Google connections, SHEPay, co-working. */

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: "number" });
const at = (name: string) => timestamp(name, { withTimezone: true });

/** A product page seen, once per viewer (a person, or a visitor's hashed address) per day (IST). */
export const productViews = pgTable(
  "product_views",
  {
    listing_id: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    viewer_key: text("viewer_key").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.listing_id, t.viewer_key, t.day] }),
    index("product_views_day_idx").on(t.listing_id, t.day),
  ],
);

/**
 * Views per listing and day, kept equal to the rows of `product_views` by that table's insert and delete triggers
 * (written in the migration; drizzle does not model triggers): analytics read a day's count from here instead of
 * counting every view.
 */
export const listingViewDays = pgTable(
  "listing_view_days",
  {
    listing_id: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    views: integer("views").notNull(),
  },
  (t) => [primaryKey({ columns: [t.listing_id, t.day] })],
);

/** Every change of a listing's stock, with why and by whom: orders, cancellations, her edits, CSV imports. */
export const stockChanges = pgTable(
  "stock_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    listing_id: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    delta: integer("delta").notNull(),
    quantity_after: integer("quantity_after").notNull(),
    /** `order`, `cancel`, `edit`, `csv`. */
    reason: text("reason").notNull(),
    order_id: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    actor_id: uuid("actor_id").references(() => profiles.id, { onDelete: "set null" }),
    created_at: createdAt(),
  },
  (t) => [
    index("stock_changes_listing_idx").on(t.listing_id, t.id),
    check("stock_changes_reason_check", sql`${t.reason} in ('order', 'cancel', 'edit', 'csv')`),
  ],
);

/** Her shop front (`/curate-shop`): titled sections of chosen listings, in her order. */
export const shopSections = pgTable(
  "shop_sections",
  {
    id: id(),
    shop_id: uuid("shop_id")
      .notNull()
      .references(() => shops.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    position: integer("position").notNull().default(0),
    listing_ids: uuid("listing_ids").array().notNull().default(sql`'{}'::uuid[]`),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index("shop_sections_shop_idx").on(t.shop_id, t.position)],
);

export type WeeklyHours = Record<
  "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun",
  { start: string; end: string }[]
>;

/** When a service can be booked: weekly hours in her time zone, buffers, notice, horizon and places per slot. */
export const serviceAvailability = pgTable(
  "service_availability",
  {
    listing_id: uuid("listing_id")
      .primaryKey()
      .references(() => listings.id, { onDelete: "cascade" }),
    timezone: text("timezone").notNull().default("Asia/Kolkata"),
    weekly: jsonb("weekly").$type<WeeklyHours>().notNull(),
    buffer_before_minutes: integer("buffer_before_minutes").notNull().default(0),
    buffer_after_minutes: integer("buffer_after_minutes").notNull().default(0),
    min_notice_minutes: integer("min_notice_minutes").notNull().default(120),
    max_days_ahead: integer("max_days_ahead").notNull().default(60),
    capacity: integer("capacity").notNull().default(1),
    /** She lets buyers pay at the service instead of online now. */
    pay_at_service: boolean("pay_at_service").notNull().default(false),
    /** Buyers may cancel or reschedule up to this many hours before the start. */
    cancel_hours: integer("cancel_hours").notNull().default(24),
    /** `zoom`, `google` or `in_person`: where an online service's meeting is made. */
    meeting_provider: text("meeting_provider").notNull().default("in_person"),
    updated_at: updatedAt(),
  },
  (t) => [
    check("service_availability_capacity_check", sql`${t.capacity} between 1 and 500`),
    check(
      "service_availability_provider_check",
      sql`${t.meeting_provider} in ('zoom', 'google', 'in_person')`,
    ),
  ],
);

/** A date with other hours than the week's (empty intervals: a day off). */
export const availabilityOverrides = pgTable(
  "availability_overrides",
  {
    id: id(),
    listing_id: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    intervals: jsonb("intervals")
      .$type<{ start: string; end: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (t) => [uniqueIndex("availability_overrides_day_key").on(t.listing_id, t.day)],
);

/**
 * A booked slot of a service: the order that pays for it, when, and its meeting. `pending` waits for the vendor
 * (the slot is held); `confirmed`, `declined`, `cancelled`, `completed`.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: id(),
    order_id: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    listing_id: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    shop_id: uuid("shop_id")
      .notNull()
      .references(() => shops.id, { onDelete: "cascade" }),
    buyer_id: uuid("buyer_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    slot_start: at("slot_start").notNull(),
    slot_end: at("slot_end").notNull(),
    status: text("status").notNull(),
    idempotency_key: text("idempotency_key").notNull(),
    buyer_timezone: text("buyer_timezone"),
    meeting_provider: text("meeting_provider"),
    meeting_url: text("meeting_url"),
    meeting_id: text("meeting_id"),
    /** Set when the meeting could not be made: the buyer is told the seller will send the link. */
    meeting_note: text("meeting_note"),
    reminded_day_at: at("reminded_day_at"),
    reminded_hour_at: at("reminded_hour_at"),
    decide_by: at("decide_by"),
    decided_at: at("decided_at"),
    cancel_reason: text("cancel_reason"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("bookings_idempotency_key").on(t.buyer_id, t.idempotency_key),
    index("bookings_slot_idx")
      .on(t.listing_id, t.slot_start)
      .where(sql`${t.status} in ('pending', 'confirmed')`),
    index("bookings_buyer_idx").on(t.buyer_id, t.slot_start),
    index("bookings_shop_idx").on(t.shop_id, t.slot_start),
    check(
      "bookings_status_check",
      sql`${t.status} in ('pending', 'confirmed', 'declined', 'cancelled', 'completed')`,
    ),
  ],
);

/** Doc 3 §3 "Vendor OAuth token": her Zoom or Google connection, tokens encrypted at rest. */
export const vendorOauthTokens = pgTable(
  "vendor_oauth_tokens",
  {
    id: id(),
    user_id: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    platform: text("platform").notNull(),
    access_token_enc: text("access_token_enc").notNull(),
    refresh_token_enc: text("refresh_token_enc"),
    expires_at: at("expires_at"),
    scope: text("scope"),
    account_email: text("account_email"),
    /** Set when a refresh was refused (`invalid_grant`): she must connect again. */
    invalid_at: at("invalid_at"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("vendor_oauth_tokens_key").on(t.user_id, t.platform),
    check("vendor_oauth_tokens_platform_check", sql`${t.platform} in ('zoom', 'google')`),
  ],
);

/** An OAuth round trip in flight (doc 3 §4): the state she was given, whose it is, where she goes back. */
export const oauthStates = pgTable("oauth_states", {
  state: text("state").primaryKey(),
  user_id: uuid("user_id")
    .notNull()
    .references(() => profiles.id, { onDelete: "cascade" }),
  platform: text("platform").notNull(),
  return_to: text("return_to"),
  expires_at: at("expires_at").notNull(),
  created_at: createdAt(),
});

/**
 * SHEPay's double-entry ledger: every movement of money is a transaction of entries that sum to zero (one
 * `txn_id`); entries are only ever added. Accounts are named, e.g. `shop:{id}:pending`, `shop:{id}:available`,
 * `shop:{id}:paid_out`, `platform:commission`, `platform:tcs`, `gateway`, `buyer:{id}`.
 */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    txn_id: uuid("txn_id").notNull(),
    account: text("account").notNull(),
    /** Positive is money into the account, negative out of it. */
    amount: money("amount").notNull(),
    /** `payment`, `commission`, `tcs`, `release`, `refund`, `payout`, `cod_collected`. */
    kind: text("kind").notNull(),
    order_id: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    payout_id: uuid("payout_id"),
    memo: text("memo"),
    created_at: createdAt(),
  },
  (t) => [
    index("ledger_entries_account_idx").on(t.account, t.id),
    index("ledger_entries_txn_idx").on(t.txn_id),
    index("ledger_entries_order_idx").on(t.order_id),
  ],
);

/** A payout of her available balance to her UPI ID or bank account, as recorded by an admin (or Razorpay). */
export const payouts = pgTable(
  "payouts",
  {
    id: id(),
    shop_id: uuid("shop_id")
      .notNull()
      .references(() => shops.id, { onDelete: "cascade" }),
    amount: money("amount").notNull(),
    /** The method as it was, masked (`UPI ••••@okaxis`, `HDFC ••••4321`). */
    method_display: text("method_display").notNull(),
    status: text("status").notNull().default("requested"),
    /** The transfer's reference once paid. */
    reference: text("reference"),
    /** RazorpayX's payout (`pout_…`) while it is `processing` and after: its webhooks settle this row. */
    razorpay_payout_id: text("razorpay_payout_id"),
    /** Why it could not be paid (a failed payout moves no money). */
    failure_reason: text("failure_reason"),
    /** Asked for by the weekly schedule rather than by her. */
    automatic: boolean("automatic").notNull().default(false),
    requested_by: uuid("requested_by").references(() => profiles.id, { onDelete: "set null" }),
    paid_by: uuid("paid_by").references(() => profiles.id, { onDelete: "set null" }),
    requested_at: createdAt(),
    paid_at: at("paid_at"),
  },
  (t) => [
    index("payouts_shop_idx").on(t.shop_id, t.requested_at),
    check("payouts_status_check", sql`${t.status} in ('requested', 'processing', 'paid', 'failed')`),
    uniqueIndex("payouts_razorpay_payout_key").on(t.razorpay_payout_id),
    check("payouts_amount_check", sql`${t.amount} > 0`),
  ],
);

/** A co-working space listed as a service: where it is, what it offers, and whether passes are by day or hour. */
export const coworkingSpaces = pgTable(
  "coworking_spaces",
  {
    listing_id: uuid("listing_id")
      .primaryKey()
      .references(() => listings.id, { onDelete: "cascade" }),
    city: text("city").notNull(),
    address: text("address").notNull(),
    amenities: text("amenities").array().notNull().default(sql`'{}'::text[]`),
    pass_type: text("pass_type").notNull().default("day"),
  },
  (t) => [
    index("coworking_spaces_city_idx").on(sql`lower(${t.city})`),
    check("coworking_spaces_pass_check", sql`${t.pass_type} in ('day', 'hour')`),
  ],
);
