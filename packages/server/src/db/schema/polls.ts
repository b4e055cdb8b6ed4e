import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns.js";
import { posts } from "./posts.js";
import { profiles } from "./profiles.js";

/** A post's poll (doc 1 §3 "Poll"); open until `expires_at`. `total_votes` counts the vote rows. */
export const polls = pgTable(
  "polls",
  {
    id: id(),
    post_id: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    question: text("question").notNull(),
    allow_multiple: boolean("allow_multiple").notNull().default(false),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    total_votes: integer("total_votes").notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("polls_post_key").on(t.post_id),
    check("polls_total_check", sql`${t.total_votes} >= 0`),
  ],
);

/** Options numbered from 1; `vote_count` counts the option's vote rows. */
export const pollOptions = pgTable(
  "poll_options",
  {
    id: id(),
    poll_id: uuid("poll_id")
      .notNull()
      .references(() => polls.id, { onDelete: "cascade" }),
    option_text: text("option_text").notNull(),
    position: integer("position").notNull(),
    vote_count: integer("vote_count").notNull().default(0),
  },
  (t) => [
    uniqueIndex("poll_options_position_key").on(t.poll_id, t.position),
    check("poll_options_count_check", sql`${t.vote_count} >= 0`),
  ],
);

export const pollVotes = pgTable(
  "poll_votes",
  {
    id: id(),
    poll_id: uuid("poll_id")
      .notNull()
      .references(() => polls.id, { onDelete: "cascade" }),
    option_id: uuid("option_id")
      .notNull()
      .references(() => pollOptions.id, { onDelete: "cascade" }),
    user_id: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("poll_votes_option_user_key").on(t.option_id, t.user_id),
    index("poll_votes_poll_user_idx").on(t.poll_id, t.user_id),
  ],
);
