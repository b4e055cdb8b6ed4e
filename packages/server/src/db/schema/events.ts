import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns.js";
import { posts } from "./posts.js";
import { profiles } from "./profiles.js";

/** A community event (doc 1 §3 "Event"); its card in the feed is an `event` post. */
export const events = pgTable(
  "events",
  {
    id: id(),
    post_id: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    organizer_id: uuid("organizer_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    start_at: timestamp("start_at", { withTimezone: true }).notNull(),
    end_at: timestamp("end_at", { withTimezone: true }),
    timezone: text("timezone").notNull().default("Asia/Kolkata"),
    location: text("location").notNull(),
    event_type: text("event_type").notNull(),
    event_format: text("event_format").notNull(),
    privacy: text("privacy").notNull().default("public"),
    cover_url: text("cover_url"),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    max_attendees: integer("max_attendees"),
    allow_guests: boolean("allow_guests").notNull().default(true),
    attendee_count: integer("attendee_count").notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("events_post_key").on(t.post_id),
    index("events_start_idx").on(t.start_at),
    check("events_privacy_check", sql`${t.privacy} in ('public', 'private')`),
    check("events_attendees_check", sql`${t.attendee_count} >= 0`),
  ],
);

/** Who is going; `events.attendee_count` counts these rows. */
export const eventAttendees = pgTable(
  "event_attendees",
  {
    event_id: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    user_id: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.event_id, t.user_id] })],
);
