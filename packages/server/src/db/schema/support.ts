import { sql } from "drizzle-orm";
import {
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
import { profiles } from "./profiles.js";
import { supportKnowledgeBase } from "./search.js";

/**
 * "Talk to a person" (issue 22): her support ticket, answered by admins. Receipt is acknowledged at once by an
 * automatic message; a person answers within 48 hours and it is resolved within a month (E-Commerce Rules 2020,
 * rule 4(5)): `respond_due_at` and `resolve_due_at` are fixed at creation so the queue can sort by them.
 */
export const supportTickets = pgTable(
  "support_tickets",
  {
    id: id(),
    /** Short reference she can quote ("SR-4K7Q2M"), unique. */
    reference: text("reference").notNull(),
    user_id: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    category: text("category").notNull(),
    /** open: waiting for Saheli; waiting: answered, waiting for her; closed. */
    status: text("status").notNull().default("open"),
    /** The assistant conversation she attached when she opened it from the assistant, else null. */
    conversation: jsonb("conversation").$type<{ role: "user" | "assistant"; text: string }[]>(),
    assignee_id: uuid("assignee_id").references(() => profiles.id, { onDelete: "set null" }),
    respond_due_at: timestamp("respond_due_at", { withTimezone: true }).notNull(),
    resolve_due_at: timestamp("resolve_due_at", { withTimezone: true }).notNull(),
    /** When an admin first answered in person. */
    first_response_at: timestamp("first_response_at", { withTimezone: true }),
    last_message_at: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    closed_at: timestamp("closed_at", { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("support_tickets_reference_key").on(t.reference),
    index("support_tickets_user_recent").on(t.user_id, t.last_message_at),
    index("support_tickets_queue").on(t.status, t.respond_due_at),
    check("support_tickets_status_check", sql`${t.status} in ('open', 'waiting', 'closed')`),
  ],
);

/** The thread of a ticket: her messages, admins' replies and Saheli's automatic notes. */
export const supportTicketMessages = pgTable(
  "support_ticket_messages",
  {
    id: id(),
    ticket_id: uuid("ticket_id")
      .notNull()
      .references(() => supportTickets.id, { onDelete: "cascade" }),
    /** member: her; admin: Saheli's team; system: automatic (acknowledgement, closing). */
    author_kind: text("author_kind").notNull(),
    author_id: uuid("author_id").references(() => profiles.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    created_at: createdAt(),
  },
  (t) => [
    index("support_ticket_messages_thread").on(t.ticket_id, t.created_at),
    check("support_ticket_messages_kind_check", sql`${t.author_kind} in ('member', 'admin', 'system')`),
  ],
);

/**
 * Every published version of a help article (`support_knowledge_base` holds the current one). Version 1 of an
 * article that shipped with Saheli is recorded when an admin first publishes over it.
 */
export const supportArticleVersions = pgTable(
  "support_article_versions",
  {
    id: id(),
    article_id: text("article_id")
      .notNull()
      .references(() => supportKnowledgeBase.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    title: text("title").notNull(),
    category: text("category").notNull(),
    content: text("content").notNull(),
    /** Null for the text Saheli shipped with. */
    edited_by: uuid("edited_by").references(() => profiles.id, { onDelete: "set null" }),
    note: text("note").notNull().default(""),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex("support_article_versions_once").on(t.article_id, t.version)],
);
