import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns.js";
import { profiles } from "./profiles.js";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * Saheli Radio (issue 23 §4): a show proposed by a verified member; listed once an admin approves it (the
 * decision and its reason are in the admin audit log too).
 */
export const radioShows = pgTable(
  "radio_shows",
  {
    id: id(),
    host_id: uuid("host_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    description: text("description").notNull(),
    cover_url: text("cover_url").notNull(),
    category: text("category").notNull(),
    status: text("status").notNull().default("pending"),
    decline_reason: text("decline_reason"),
    decided_by: uuid("decided_by").references(() => profiles.id, { onDelete: "set null" }),
    decided_at: timestamp("decided_at", { withTimezone: true }),
    search_document: tsvector("search_document").generatedAlwaysAs(
      sql`to_tsvector('simple', title || ' ' || description)`,
    ),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("radio_shows_status_created_idx").on(t.status, t.created_at),
    index("radio_shows_host_idx").on(t.host_id),
    index("radio_shows_search_idx").using("gin", t.search_document),
    check("radio_shows_status_check", sql`${t.status} in ('pending', 'approved', 'declined')`),
  ],
);

/** An episode: audio its host uploaded, checked by its bytes, stored privately and streamed by the radio route. */
export const radioEpisodes = pgTable(
  "radio_episodes",
  {
    id: id(),
    show_id: uuid("show_id")
      .notNull()
      .references(() => radioShows.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    storage_key: text("storage_key").notNull(),
    content_type: text("content_type").notNull(),
    size_bytes: bigint("size_bytes", { mode: "number" }).notNull(),
    duration_ms: integer("duration_ms").notNull(),
    search_document: tsvector("search_document").generatedAlwaysAs(
      sql`to_tsvector('simple', title || ' ' || description)`,
    ),
    created_at: createdAt(),
  },
  (t) => [
    index("radio_episodes_show_idx").on(t.show_id, t.created_at),
    index("radio_episodes_search_idx").using("gin", t.search_document),
  ],
);

/** Her favourite shows (follow). */
export const radioShowFollows = pgTable(
  "radio_show_follows",
  {
    user_id: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    show_id: uuid("show_id")
      .notNull()
      .references(() => radioShows.id, { onDelete: "cascade" }),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.show_id] }),
    index("radio_show_follows_show_idx").on(t.show_id),
  ],
);

/**
 * The weekly schedule: an episode on air every week at this day (0 = Monday) and minute, India time, for its
 * duration. Overlaps are refused by the service (core `slotProblem`) under a lock.
 */
export const radioSlots = pgTable(
  "radio_slots",
  {
    id: id(),
    episode_id: uuid("episode_id")
      .notNull()
      .references(() => radioEpisodes.id, { onDelete: "cascade" }),
    weekday: smallint("weekday").notNull(),
    start_minute: smallint("start_minute").notNull(),
    created_by: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("radio_slots_start_idx").on(t.weekday, t.start_minute),
    check("radio_slots_weekday_check", sql`${t.weekday} between 0 and 6`),
    check("radio_slots_minute_check", sql`${t.start_minute} between 0 and 1439`),
  ],
);

/** Live chat lines. */
export const radioChatMessages = pgTable(
  "radio_chat_messages",
  {
    id: id(),
    user_id: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    created_at: createdAt(),
  },
  (t) => [index("radio_chat_created_idx").on(t.created_at)],
);

/** Who is listening live: a player's random id and when it last said so; counted within a short window. */
export const radioListeners = pgTable(
  "radio_listeners",
  {
    listener_id: uuid("listener_id").primaryKey(),
    seen_at: timestamp("seen_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("radio_listeners_seen_idx").on(t.seen_at)],
);
