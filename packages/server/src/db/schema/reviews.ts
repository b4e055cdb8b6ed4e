import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns.js";
import { listings } from "./listings.js";
import { profiles } from "./profiles.js";

/**
 * One buyer's stars and words on one listing (doc 3 §3 listing_reviews). The listing's average_rating and
 * total_reviews, and its shop's, are recounted from these rows in the same transaction as every change.
 */
export const listingReviews = pgTable(
  "listing_reviews",
  {
    id: id(),
    listing_id: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    user_id: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    comment: text("comment").notNull().default(""),
    /** The delivered order line that lets her review (issue 18); null on reviews from before orders existed. */
    order_item_id: uuid("order_item_id"),
    /** The shop's one public reply (issue 19). */
    reply: text("reply"),
    reply_at: timestamp("reply_at", { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("listing_reviews_once").on(t.listing_id, t.user_id),
    index("listing_reviews_listing_recent").on(t.listing_id, t.created_at),
    index("listing_reviews_user_idx").on(t.user_id),
    check("listing_reviews_rating_check", sql`${t.rating} between 1 and 5`),
  ],
);
