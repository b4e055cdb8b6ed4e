import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns.js";
import { profiles } from "./profiles.js";

/** Settings Saheli makes for itself at first start (the VAPID key pair), shared by every node. */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").$type<Record<string, unknown>>().notNull(),
  created_at: createdAt(),
});

/** A browser's Web Push subscription, for a signed-in person or a guest (doc 2 §3 "Push tags"). */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: id(),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    user_id: uuid("user_id").references(() => profiles.id, { onDelete: "cascade" }),
    guest_id: text("guest_id"),
    user_agent: text("user_agent"),
    created_at: createdAt(),
    updated_at: updatedAt(),
    failure_count: integer("failure_count").notNull().default(0),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.user_id)],
);

/** Doc 2 §3 "User notification preferences", and which in-app types she has turned off. */
export const notificationPreferences = pgTable("notification_preferences", {
  user_id: uuid("user_id")
    .primaryKey()
    .references(() => profiles.id, { onDelete: "cascade" }),
  push_enabled: boolean("push_enabled").notNull().default(false),
  subscription_method: text("subscription_method"),
  muted_types: text("muted_types").array().notNull().default([]),
  updated_at: updatedAt(),
});

/** The three subscription analytics calls of doc 2 §7, without anything that names a guest. */
export const pushAnalytics = pgTable("push_analytics", {
  id: id(),
  event: text("event").notNull(),
  method: text("method"),
  user_id: uuid("user_id").references(() => profiles.id, { onDelete: "set null" }),
  user_agent: text("user_agent"),
  occurred_at: timestamp("occurred_at", { withTimezone: true }),
  created_at: createdAt(),
});
