import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { id } from "./columns.js";
import { posts } from "./posts.js";

/**
 * What a post said before each edit (issue 21 §6): written in the same transaction as the edit, read only by
 * its author. `replaced_at` is when this text stopped being the current one.
 */
export const postVersions = pgTable(
  "post_versions",
  {
    id: id(),
    post_id: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    title: text("title"),
    visibility: text("visibility").notNull(),
    image_urls: text("image_urls").array().notNull().default(sql`'{}'::text[]`),
    video_urls: text("video_urls").array().notNull().default(sql`'{}'::text[]`),
    /** When this version was first published (the post's creation, or the edit before). */
    written_at: timestamp("written_at", { withTimezone: true }).notNull(),
    replaced_at: timestamp("replaced_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("post_versions_post_idx").on(t.post_id, t.replaced_at.desc())],
);
