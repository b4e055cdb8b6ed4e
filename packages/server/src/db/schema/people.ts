import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns.js";
import { profiles } from "./profiles.js";

const person = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => profiles.id, { onDelete: "cascade" });

/** One person following another; follower_count and following_count count these rows. */
export const follows = pgTable(
  "follows",
  {
    id: id(),
    follower_id: person("follower_id"),
    following_id: person("following_id"),
    status: text("status").notNull().default("active"),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("follows_pair_key").on(t.follower_id, t.following_id),
    index("follows_following_idx").on(t.following_id, t.created_at),
    check("follows_not_self", sql`${t.follower_id} <> ${t.following_id}`),
  ],
);

/** A connection request (pending) or a connection (accepted); one row per pair, whoever asked. */
export const connections = pgTable(
  "connections",
  {
    id: id(),
    sender_id: person("sender_id"),
    receiver_id: person("receiver_id"),
    status: text("status").notNull().default("pending"),
    message: text("message"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("connections_pair_key").on(
      sql`least(${t.sender_id}, ${t.receiver_id})`,
      sql`greatest(${t.sender_id}, ${t.receiver_id})`,
    ),
    index("connections_receiver_idx").on(t.receiver_id, t.status),
    index("connections_sender_idx").on(t.sender_id, t.status),
    check("connections_not_self", sql`${t.sender_id} <> ${t.receiver_id}`),
    check("connections_status_check", sql`${t.status} in ('pending', 'accepted')`),
  ],
);

/** The blocker no longer sees the blocked person, and the other way round. */
export const blocks = pgTable(
  "blocks",
  {
    blocker_id: person("blocker_id"),
    blocked_id: person("blocked_id"),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blocker_id, t.blocked_id] }),
    index("blocks_blocked_idx").on(t.blocked_id),
    check("blocks_not_self", sql`${t.blocker_id} <> ${t.blocked_id}`),
  ],
);

/** Moderation records: a report on a profile (or, later, a post), reviewed by admins. */
export const reports = pgTable(
  "reports",
  {
    id: id(),
    reporter_id: person("reporter_id"),
    target_type: text("target_type").notNull(),
    target_id: uuid("target_id").notNull(),
    reason: text("reason").notNull(),
    details: text("details"),
    status: text("status").notNull().default("pending"),
    reviewed_by: uuid("reviewed_by").references(() => profiles.id, { onDelete: "set null" }),
    reviewed_at: timestamp("reviewed_at", { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("reports_status_idx").on(t.status, t.created_at),
    uniqueIndex("reports_one_open_key")
      .on(t.reporter_id, t.target_type, t.target_id)
      .where(sql`${t.status} in ('pending', 'reviewing')`),
    check("reports_status_check", sql`${t.status} in ('pending', 'reviewing', 'resolved', 'dismissed')`),
  ],
);

/** A signed-in person looking at someone else's profile: at most one row per viewer per UTC day. */
export const profileViews = pgTable(
  "profile_views",
  {
    id: id(),
    profile_user_id: person("profile_user_id"),
    viewer_user_id: person("viewer_user_id"),
    viewer_ip_address: text("viewer_ip_address"),
    viewer_user_agent: text("viewer_user_agent"),
    view_day: date("view_day").notNull(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("profile_views_daily_key").on(t.profile_user_id, t.viewer_user_id, t.view_day),
    index("profile_views_profile_idx").on(t.profile_user_id, t.created_at),
  ],
);
