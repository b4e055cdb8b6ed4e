import { sql } from "drizzle-orm";
import { check, date, integer, pgTable, primaryKey, real, text, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.js";
import { posts } from "./posts.js";
import { profiles } from "./profiles.js";

/**
 * The place on a post ("Add Location", doc 1 §3): kept only as precisely as anyone may see it — a city's centre,
 * or a venue she picked by name (to 4 decimals, about 11 m). Never where she stood.
 */
export const postPlaces = pgTable(
  "post_places",
  {
    post_id: uuid("post_id")
      .primaryKey()
      .references(() => posts.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    city: text("city").notNull().default(""),
    state: text("state").notNull().default(""),
    lat: real("lat").notNull(),
    lng: real("lng").notNull(),
    precision: text("precision").notNull(),
    created_at: createdAt(),
  },
  (t) => [check("post_places_precision_check", sql`${t.precision} in ('city', 'venue')`)],
);

/** Her model calls per day (Create with AI and suggestions), for the daily quota; templates are not counted. */
export const aiUsage = pgTable(
  "ai_usage",
  {
    user_id: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    calls: integer("calls").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.day] })],
);
