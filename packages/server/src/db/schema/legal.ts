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
import { createdAt, id, updatedAt } from "./columns.js";
import { profiles } from "./profiles.js";

/**
 * Saheli's policies, one row per published version (issue 22 §3). A version is never edited: a change is a new
 * version, and one flagged `material` asks people who joined before it to accept again.
 */
export const legalDocuments = pgTable(
  "legal_documents",
  {
    id: id(),
    slug: text("slug").notNull(),
    version: integer("version").notNull(),
    title: text("title").notNull(),
    /** Markdown (headings, paragraphs, lists, bold, links); rendered as text, never as HTML. */
    body: text("body").notNull(),
    /** What changed from the version before, shown when she is asked to accept again. */
    summary: text("summary"),
    material: boolean("material").notNull().default(false),
    effective_at: timestamp("effective_at", { withTimezone: true }).notNull(),
    published_at: createdAt(),
  },
  (t) => [
    uniqueIndex("legal_documents_slug_version_key").on(t.slug, t.version),
    check("legal_documents_version_check", sql`${t.version} >= 1`),
  ],
);

/** Her acceptance of one version of a policy (asked again after a material change). */
export const legalAcceptances = pgTable(
  "legal_acceptances",
  {
    user_id: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    version: integer("version").notNull(),
    accepted_at: timestamp("accepted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.slug, t.version] })],
);

/** Her cookie and analytics choices when signed in (visitors keep theirs in a cookie). Absent: necessary only. */
export const privacyChoices = pgTable("privacy_choices", {
  user_id: uuid("user_id")
    .primaryKey()
    .references(() => profiles.id, { onDelete: "cascade" }),
  analytics: boolean("analytics").notNull().default(false),
  updated_at: updatedAt(),
});

/**
 * Newsletter consent with double opt-in: `pending` until the link in the confirmation e-mail is opened, then
 * `confirmed`; `unsubscribed` keeps the row as the record of her withdrawal. Tokens are stored as SHA-256 hashes.
 */
export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: id(),
    email: text("email").notNull(),
    status: text("status").notNull().default("pending"),
    user_id: uuid("user_id").references(() => profiles.id, { onDelete: "set null" }),
    confirm_token_hash: text("confirm_token_hash"),
    unsubscribe_token_hash: text("unsubscribe_token_hash").notNull(),
    /** The words she agreed to, as shown beside the box. */
    consent_text: text("consent_text").notNull(),
    requested_at: timestamp("requested_at", { withTimezone: true }).notNull(),
    confirmed_at: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribed_at: timestamp("unsubscribed_at", { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("newsletter_subscriptions_email_key").on(sql`lower(${t.email})`),
    index("newsletter_subscriptions_confirm_idx").on(t.confirm_token_hash),
    index("newsletter_subscriptions_unsubscribe_idx").on(t.unsubscribe_token_hash),
    check(
      "newsletter_subscriptions_status_check",
      sql`${t.status} in ('pending', 'confirmed', 'unsubscribed')`,
    ),
  ],
);
