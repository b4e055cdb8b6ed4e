import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns.js";

/** What people search matches: name, username, business and occupation, lowercased (doc 2 §7). */
export function profileSearchDocument(t: {
  full_name: AnyPgColumn;
  username: AnyPgColumn;
  business_name: AnyPgColumn;
  occupation: AnyPgColumn;
}) {
  return sql`(lower(${t.full_name} || ' ' || ${t.username} || ' ' || coalesce(${t.business_name}, '') || ' ' || coalesce(${t.occupation}, '')))`;
}

/** A person. The profile id is the account id; auth tables (sessions, codes) refer to it. */
export const profiles = pgTable(
  "profiles",
  {
    id: id(),
    email: text("email"),
    phone: text("phone"),
    username: text("username").notNull(),
    full_name: text("full_name").notNull(),
    avatar_url: text("avatar_url"),
    avatar_path: text("avatar_path"),
    cover_url: text("cover_url"),
    cover_path: text("cover_path"),
    bio: text("bio"),
    role: text("role").notNull().default("U"),
    business_name: text("business_name"),
    occupation: text("occupation"),
    location: text("location"),
    website: text("website"),
    headline: text("headline"),
    gender: boolean("gender"),
    gender_verified: boolean("gender_verified").notNull().default(false),
    is_verified: boolean("is_verified").notNull().default(false),
    verification_attempts: integer("verification_attempts").notNull().default(0),
    last_verification_attempt: timestamp("last_verification_attempt", { withTimezone: true }),
    is_active: boolean("is_active").notNull().default(true),
    account_status: text("account_status").notNull().default("active"),
    device_info: jsonb("device_info").$type<Record<string, unknown>>(),
    profile_last_updated: timestamp("profile_last_updated", { withTimezone: true }),
    deleted_at: timestamp("deleted_at", { withTimezone: true }),
    follower_count: integer("follower_count").notNull().default(0),
    following_count: integer("following_count").notNull().default(0),
    connections_count: integer("connections_count").notNull().default(0),
    is_online: boolean("is_online").notNull().default(false),
    last_seen: timestamp("last_seen", { withTimezone: true }),
    /** Her language (issue 20): the interface, her e-mails and push notifications. */
    language: text("language").notNull().default("en"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("profiles_email_key").on(sql`lower(${t.email})`),
    uniqueIndex("profiles_phone_key").on(t.phone),
    uniqueIndex("profiles_username_key").on(sql`lower(${t.username})`),
    index("profiles_full_name_trgm").using("gin", sql`${t.full_name} gin_trgm_ops`),
    // People search (doc 2 §7) matches one lowercased document of these fields, misspellings included.
    index("profiles_search_trgm").using("gin", sql`${profileSearchDocument(t)} gin_trgm_ops`),
    index("profiles_search_fts").using("gin", sql`to_tsvector('simple', ${profileSearchDocument(t)})`),
    check("profiles_role_check", sql`${t.role} in ('U', 'V', 'A', 'C')`),
    check("profiles_language_check", sql`${t.language} in ('en', 'hi')`),
    check(
      "profiles_counts_check",
      sql`${t.follower_count} >= 0 and ${t.following_count} >= 0 and ${t.connections_count} >= 0`,
    ),
  ],
);

/**
 * Every username a person gave up, and when (issue 17). An old name leads to her profile, and nobody else may
 * take it, for 90 days after `changed_at`; her own last `chosen` change starts her 30 days before the next.
 * `email_privacy` rows are the renames of handles the first sign-in made from her e-mail address.
 */
export const usernameChanges = pgTable(
  "username_changes",
  {
    id: id(),
    user_id: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    old_username: text("old_username").notNull(),
    new_username: text("new_username").notNull(),
    reason: text("reason").notNull().default("chosen"),
    changed_at: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("username_changes_old_idx").on(sql`lower(${t.old_username})`, t.changed_at),
    index("username_changes_user_idx").on(t.user_id, t.changed_at),
    check("username_changes_reason_check", sql`${t.reason} in ('chosen', 'email_privacy')`),
  ],
);
