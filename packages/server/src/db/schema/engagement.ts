import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns.js";
import { posts } from "./posts.js";
import { profiles } from "./profiles.js";

const post = () =>
  uuid("post_id")
    .notNull()
    .references(() => posts.id, { onDelete: "cascade" });
const person = (name = "user_id") =>
  uuid(name)
    .notNull()
    .references(() => profiles.id, { onDelete: "cascade" });

/** One reaction per person per post; `posts.reaction_count` counts these rows. */
export const postReactions = pgTable(
  "post_reactions",
  {
    post_id: post(),
    user_id: person(),
    reaction_type: text("reaction_type").notNull(),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.post_id, t.user_id] }),
    index("post_reactions_user_idx").on(t.user_id),
    check(
      "post_reactions_type_check",
      sql`${t.reaction_type} in ('like', 'love', 'celebrate', 'support', 'insightful', 'funny')`,
    ),
  ],
);

/** A comment, or a reply one level deep; `posts.comment_count` counts both, `reply_count` the replies. */
export const comments = pgTable(
  "comments",
  {
    id: id(),
    post_id: post(),
    user_id: person(),
    parent_comment_id: uuid("parent_comment_id").references((): AnyPgColumn => comments.id, {
      onDelete: "cascade",
    }),
    content: text("content").notNull(),
    like_count: integer("like_count").notNull().default(0),
    reply_count: integer("reply_count").notNull().default(0),
    /** Hidden by a moderator (issue 23): left out of the post's comments. */
    hidden_at: timestamp("hidden_at", { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("comments_post_idx").on(t.post_id, t.created_at),
    // A post's top-level comments in page order, each page a range from the cursor (keyset paging).
    index("comments_top_level_idx")
      .on(t.post_id, t.created_at, t.id)
      .where(sql`${t.parent_comment_id} is null`),
    index("comments_parent_idx").on(t.parent_comment_id, t.created_at),
    check("comments_counts_check", sql`${t.like_count} >= 0 and ${t.reply_count} >= 0`),
  ],
);

export const commentLikes = pgTable(
  "comment_likes",
  {
    comment_id: uuid("comment_id")
      .notNull()
      .references(() => comments.id, { onDelete: "cascade" }),
    user_id: person(),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.comment_id, t.user_id] })],
);

export const savedPosts = pgTable(
  "saved_posts",
  { post_id: post(), user_id: person(), created_at: createdAt() },
  (t) => [
    primaryKey({ columns: [t.user_id, t.post_id] }),
    // Her saved list, newest saved first, paged by (created_at, post_id).
    index("saved_posts_user_time_idx").on(t.user_id, t.created_at.desc(), t.post_id.desc()),
  ],
);

/** Posts a person hid from her feed, with the reasons she gave (doc 1 "Hidden post", "Post feedback"). */
export const hiddenPosts = pgTable(
  "hidden_posts",
  {
    post_id: post(),
    user_id: person(),
    reasons: text("reasons").array().notNull().default(sql`'{}'::text[]`),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.post_id] })],
);

/** One view per viewer per post (a visitor's views are not counted). */
export const postViews = pgTable(
  "post_views",
  {
    post_id: post(),
    user_id: person(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.post_id, t.user_id] })],
);
