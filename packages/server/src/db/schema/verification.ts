import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns.js";
import { profiles } from "./profiles.js";

/** The reviewers' written criteria; each edit is a new version, and every decision names the one it used. */
export const verificationPolicies = pgTable("verification_policies", {
  version: serial("version").primaryKey(),
  text: text("text").notNull(),
  created_by: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
  created_at: createdAt(),
});

/** A person agreed to a version of the consent text before her camera opened. */
export const verificationConsents = pgTable(
  "verification_consents",
  {
    id: id(),
    user_id: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    text_version: text("text_version").notNull(),
    user_agent: text("user_agent"),
    consented_at: timestamp("consented_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("verification_consents_user_idx").on(t.user_id, t.consented_at)],
);

/**
 * One verification request. `processing` holds the one-at-a-time slot while a selfie is checked; `pending`
 * waits for a reviewer. The photo's storage key lives here only while pending and is cleared with the file
 * when the request is decided: afterwards only the outcome, method, reviewer, versions and times remain.
 */
export const verificationRequests = pgTable(
  "verification_requests",
  {
    id: id(),
    user_id: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    status: text("status").notNull(),
    /** How it was (or will be) decided: review, facepp or local. */
    method: text("method").notNull(),
    image_key: text("image_key"),
    /** The person's own words: how she would like to be verified, or her appeal. */
    message: text("message"),
    /** Liveness figures the browser measured (no image). */
    liveness: jsonb("liveness").$type<Record<string, number | boolean | null>>(),
    /** What an automated check said: a note for the reviewer, never a decline. */
    assessment: text("assessment"),
    model_version: text("model_version"),
    consent_id: uuid("consent_id").references(() => verificationConsents.id, { onDelete: "set null" }),
    appeal_of: uuid("appeal_of").references((): AnyPgColumn => verificationRequests.id, {
      onDelete: "set null",
    }),
    excluded_reviewer_id: uuid("excluded_reviewer_id").references(() => profiles.id, {
      onDelete: "set null",
    }),
    reviewer_id: uuid("reviewer_id").references(() => profiles.id, { onDelete: "set null" }),
    policy_version: integer("policy_version").references(() => verificationPolicies.version),
    decision_reason: text("decision_reason"),
    created_at: createdAt(),
    decided_at: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    // One request at a time: a second submission meets this index ('Verification already in progress').
    uniqueIndex("verification_requests_one_open_key")
      .on(t.user_id)
      .where(sql`${t.status} in ('processing', 'pending')`),
    uniqueIndex("verification_requests_one_appeal_key")
      .on(t.appeal_of)
      .where(sql`${t.appeal_of} is not null`),
    index("verification_requests_queue_idx").on(t.created_at).where(sql`${t.status} = 'pending'`),
    index("verification_requests_user_idx").on(t.user_id, t.created_at),
    check("verification_requests_kind_check", sql`${t.kind} in ('selfie', 'alternative', 'appeal')`),
    check(
      "verification_requests_status_check",
      sql`${t.status} in ('processing', 'pending', 'approved', 'declined')`,
    ),
    check(
      "verification_requests_image_only_pending",
      sql`${t.image_key} is null or ${t.status} in ('processing', 'pending')`,
    ),
  ],
);
