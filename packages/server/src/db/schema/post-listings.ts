import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { listings } from "./listings.js";
import { posts } from "./posts.js";

/**
 * The listings a post shares (issue 21 §5): up to 4 of her own, in the order she chose them. A row stays when
 * its listing is later hidden, deleted or sold out, so the old post can say so instead of losing the card.
 */
export const postListings = pgTable(
  "post_listings",
  {
    post_id: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    listing_id: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    /** 1 to 4, the card order. */
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.post_id, t.listing_id] }),
    uniqueIndex("post_listings_position_key").on(t.post_id, t.position),
    // Which posts share a listing (a seller's view, and cascading a listing's removal).
    index("post_listings_listing_idx").on(t.listing_id),
    check("post_listings_position_check", sql`${t.position} between 1 and 4`),
  ],
);
