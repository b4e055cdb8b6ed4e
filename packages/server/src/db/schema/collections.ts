import { sql } from "drizzle-orm";
import { check, foreignKey, index, pgTable, text, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns.js";
import { savedPosts } from "./engagement.js";
import { savedJobs } from "./jobs.js";
import { profiles } from "./profiles.js";
import { wishlistItems } from "./shopping.js";

/** Her named collections of saved things (issue 23 §3, `/saved/collections`); names unique per person. */
export const savedCollections = pgTable(
  "saved_collections",
  {
    id: id(),
    user_id: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("saved_collections_name_key").on(t.user_id, sql`lower(${t.name})`),
    // What placements reference, so a placement's collection is always its own person's. A constraint, not an
    // index: the table's own CREATE makes it, before any foreign key needs it.
    unique("saved_collections_owner_key").on(t.id, t.user_id),
    index("saved_collections_user_idx").on(t.user_id, t.created_at),
  ],
);

/**
 * Which collection a saved thing sits in; a thing with no row here is only in "All saved". One row per saved
 * thing (so at most one collection). Each row points at the save itself: unsaving deletes the placement, and so
 * does deleting the collection (its things go back to "All saved"). Both keys carry the person, so a placement
 * can only join her own save to her own collection.
 */
export const savedPlacements = pgTable(
  "saved_placements",
  {
    id: id(),
    user_id: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    collection_id: uuid("collection_id").notNull(),
    post_id: uuid("post_id"),
    listing_id: uuid("listing_id"),
    job_id: uuid("job_id"),
    created_at: createdAt(),
  },
  (t) => [
    foreignKey({
      name: "saved_placements_collection_fk",
      columns: [t.collection_id, t.user_id],
      foreignColumns: [savedCollections.id, savedCollections.user_id],
    }).onDelete("cascade"),
    foreignKey({
      name: "saved_placements_post_fk",
      columns: [t.user_id, t.post_id],
      foreignColumns: [savedPosts.user_id, savedPosts.post_id],
    }).onDelete("cascade"),
    foreignKey({
      name: "saved_placements_listing_fk",
      columns: [t.user_id, t.listing_id],
      foreignColumns: [wishlistItems.user_id, wishlistItems.listing_id],
    }).onDelete("cascade"),
    foreignKey({
      name: "saved_placements_job_fk",
      columns: [t.user_id, t.job_id],
      foreignColumns: [savedJobs.user_id, savedJobs.job_id],
    }).onDelete("cascade"),
    uniqueIndex("saved_placements_post_key").on(t.user_id, t.post_id),
    uniqueIndex("saved_placements_listing_key").on(t.user_id, t.listing_id),
    uniqueIndex("saved_placements_job_key").on(t.user_id, t.job_id),
    index("saved_placements_collection_idx").on(t.collection_id),
    check("saved_placements_one_thing", sql`num_nonnulls(${t.post_id}, ${t.listing_id}, ${t.job_id}) = 1`),
  ],
);
