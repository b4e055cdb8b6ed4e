import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns.js";
import { profiles } from "./profiles.js";

/** Doc 2 §3 "Notification": one row per recipient; the notifications issue shows and manages them. */
export const notifications = pgTable(
  "notifications",
  {
    id: id(),
    recipient_id: uuid("recipient_id").references(() => profiles.id, { onDelete: "cascade" }),
    actor_id: uuid("actor_id").references(() => profiles.id, { onDelete: "set null" }),
    type: text("type").notNull(),
    title: text("title").notNull(),
    message: text("message").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>(),
    action_url: text("action_url"),
    image_url: text("image_url"),
    priority: text("priority").notNull().default("normal"),
    context_type: text("context_type"),
    context_id: uuid("context_id"),
    category: text("category").notNull().default("social"),
    channels: text("channels").array().notNull().default(sql`'{in_app}'::text[]`),
    is_broadcast: boolean("is_broadcast").notNull().default(false),
    created_at: createdAt(),
    read_at: timestamp("read_at", { withTimezone: true }),
    clicked_at: timestamp("clicked_at", { withTimezone: true }),
    dismissed_at: timestamp("dismissed_at", { withTimezone: true }),
    action_taken: text("action_taken"),
  },
  (t) => [
    index("notifications_recipient_idx").on(t.recipient_id, t.created_at),
    // Her inbox in page order (walked backwards: newest first), each page a range from the cursor.
    index("notifications_inbox_idx")
      .on(t.recipient_id, t.created_at, t.id)
      .where(sql`${t.dismissed_at} is null`),
  ],
);
