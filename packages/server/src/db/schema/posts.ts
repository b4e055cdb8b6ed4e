import type { MusicTrack } from "@saheli/core/contracts/music";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns.js";
import { groups } from "./groups.js";
import { profiles } from "./profiles.js";

const textList = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);

export const posts = pgTable(
  "posts",
  {
    id: id(),
    user_id: uuid("user_id")
      .notNull()
      .references(() => profiles.id),
    content: text("content").notNull().default(""),
    /** An article's title; null for other kinds. */
    title: text("title"),
    image_urls: textList("image_urls"),
    video_urls: textList("video_urls"),
    media_urls: textList("media_urls"),
    link_preview_data: jsonb("link_preview_data").$type<Record<string, unknown>>(),
    /** A song from the video service that plays on the card (issue 21 §2), validated by core/contracts/music. */
    music: jsonb("music").$type<MusicTrack>(),
    visibility: text("visibility").notNull().default("public"),
    post_type: text("post_type").notNull().default("thought"),
    /** A post made in a group; its members may read it whatever its visibility. */
    group_id: uuid("group_id").references((): AnyPgColumn => groups.id, { onDelete: "cascade" }),
    allow_comments: boolean("allow_comments").notNull().default(true),
    allow_reactions: boolean("allow_reactions").notNull().default(true),
    tags: textList("tags"),
    mentions: textList("mentions"),
    metadata: jsonb("metadata").$type<Record<string, unknown>>(),
    reposted_from_post_id: uuid("reposted_from_post_id").references((): AnyPgColumn => posts.id),
    repost_comment: text("repost_comment"),
    reaction_count: integer("reaction_count").notNull().default(0),
    comment_count: integer("comment_count").notNull().default(0),
    repost_count: integer("repost_count").notNull().default(0),
    engagement_score: real("engagement_score").notNull().default(0),
    is_deleted: boolean("is_deleted").notNull().default(false),
    /** Hidden by a moderator (issue 23): out of every feed, profile and search until an admin restores it. */
    hidden_at: timestamp("hidden_at", { withTimezone: true }),
    /** A scheduled post stays out of every feed until a job publishes it (and clears this). */
    scheduled_for: timestamp("scheduled_for", { withTimezone: true }),
    /** When she last edited it (issue 21 §6: the "edited" mark); null for a post never edited. */
    edited_at: timestamp("edited_at", { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    // The feed reads newest first with the id as tie-break, skipping deleted and scheduled posts.
    index("posts_feed_idx")
      .on(t.created_at.desc(), t.id.desc())
      .where(sql`${t.is_deleted} = false and ${t.scheduled_for} is null`),
    // Each branch of a feed page walks one of these in feed order and stops after a page (feed-page.queries.ts).
    index("posts_top_idx")
      .on(t.engagement_score.desc(), t.created_at.desc(), t.id.desc())
      .where(sql`${t.is_deleted} = false and ${t.scheduled_for} is null`),
    index("posts_author_feed_idx")
      .on(t.user_id, t.created_at.desc(), t.id.desc())
      .where(sql`${t.is_deleted} = false and ${t.scheduled_for} is null`),
    // Only posts that are not public: her own, and her connections' "connections only" posts.
    index("posts_restricted_idx")
      .on(t.user_id, t.created_at.desc(), t.id.desc())
      .where(sql`${t.is_deleted} = false and ${t.scheduled_for} is null and ${t.visibility} <> 'public'`),
    index("posts_group_feed_idx")
      .on(t.group_id, t.created_at.desc(), t.id.desc())
      .where(sql`${t.is_deleted} = false and ${t.scheduled_for} is null`),
    index("posts_group_restricted_idx")
      .on(t.group_id, t.created_at.desc(), t.id.desc())
      .where(
        sql`${t.is_deleted} = false and ${t.scheduled_for} is null and ${t.visibility} = 'connections' and ${t.group_id} is not null`,
      ),
    index("posts_user_id_idx").on(t.user_id),
    index("posts_content_fts").using("gin", sql`to_tsvector('simple', ${t.content})`),
    index("posts_content_trgm").using("gin", sql`${t.content} gin_trgm_ops`),
    check("posts_visibility_check", sql`${t.visibility} in ('public', 'connections', 'private')`),
    check(
      "posts_counts_check",
      sql`${t.reaction_count} >= 0 and ${t.comment_count} >= 0 and ${t.repost_count} >= 0`,
    ),
  ],
);
