import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns.js";
import { profiles } from "./profiles.js";

const at = (name: string) => timestamp(name, { withTimezone: true });

/** One-time sign-in codes: only a salted hash is kept, bound to the browser that asked for it. */
export const authCodes = pgTable(
  "auth_codes",
  {
    id: id(),
    channel: text("channel").notNull(),
    identifier: text("identifier").notNull(),
    code_hash: text("code_hash").notNull(),
    salt: text("salt").notNull(),
    /** Hash of the random value in the asking browser's cookie. */
    binding_hash: text("binding_hash").notNull(),
    failed_attempts: integer("failed_attempts").notNull().default(0),
    created_at: createdAt(),
    expires_at: at("expires_at").notNull(),
    consumed_at: at("consumed_at"),
    voided_at: at("voided_at"),
  },
  (t) => [
    index("auth_codes_identifier_idx").on(t.identifier, t.created_at),
    // A browser's live codes: each lives its 10 minutes, whatever other browsers ask for the same address.
    index("auth_codes_live_binding_idx")
      .on(t.identifier, t.binding_hash)
      .where(sql`${t.consumed_at} is null and ${t.voided_at} is null`),
  ],
);

/** Wrong codes per identifier, counted over the last hour; a new code does not clear them. */
export const authFailures = pgTable(
  "auth_failures",
  {
    id: id(),
    identifier: text("identifier").notNull(),
    created_at: createdAt(),
  },
  (t) => [index("auth_failures_identifier_idx").on(t.identifier, t.created_at)],
);

/**
 * One row per token pair. A refresh rotates the pair: the old row is marked rotated and a new row joins the
 * same family. Presenting a rotated refresh token again revokes the whole family.
 */
export const authSessions = pgTable(
  "auth_sessions",
  {
    id: id(),
    family_id: uuid("family_id").notNull(),
    user_id: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    access_hash: text("access_hash").notNull(),
    refresh_hash: text("refresh_hash").notNull(),
    access_expires_at: at("access_expires_at").notNull(),
    expires_at: at("expires_at").notNull(),
    rotated_at: at("rotated_at"),
    revoked_at: at("revoked_at"),
    user_agent: text("user_agent"),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("auth_sessions_access_key").on(t.access_hash),
    uniqueIndex("auth_sessions_refresh_key").on(t.refresh_hash),
    index("auth_sessions_family_idx").on(t.family_id),
    index("auth_sessions_user_idx").on(t.user_id),
  ],
);

/** Accounts at OAuth providers linked to a Saheli person. */
export const oauthAccounts = pgTable(
  "oauth_accounts",
  {
    id: id(),
    provider: text("provider").notNull(),
    provider_user_id: text("provider_user_id").notNull(),
    user_id: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    email: text("email"),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex("oauth_accounts_provider_key").on(t.provider, t.provider_user_id)],
);
