import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns.js";
import { listings } from "./listings.js";
import { profiles } from "./profiles.js";

/** A line in her cart (doc 3 §3 "Cart item"); one per listing and variant. */
export const cartItems = pgTable(
  "cart_items",
  {
    id: id(),
    user_id: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    listing_id: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    /** The chosen variations in a stable order, "" for none: what makes two lines the same line. */
    variant_key: text("variant_key").notNull().default(""),
    variant_data: jsonb("variant_data").$type<Record<string, string>>(),
    quantity: integer("quantity").notNull(),
    added_at: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("cart_items_line_key").on(t.user_id, t.listing_id, t.variant_key),
    index("cart_items_listing_idx").on(t.listing_id),
    check("cart_items_quantity_check", sql`${t.quantity} > 0`),
  ],
);

/** A listing she hearted (doc 3 §3 "Wishlist item"). */
export const wishlistItems = pgTable(
  "wishlist_items",
  {
    id: id(),
    user_id: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    listing_id: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex("wishlist_items_key").on(t.user_id, t.listing_id)],
);
