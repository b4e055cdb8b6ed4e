import type { ChatUploadKind } from "@saheli/core/chat";
import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns.js";
import { profiles } from "./profiles.js";

/** A file sent in chat: kept under chat-files/ by the storage adapter, its type checked by content. */
export type ChatAttachment = {
  path: string;
  url: string;
  kind: ChatUploadKind;
  mime: string;
  name: string;
  size: number;
};

/** Doc 2 §3 "Conversation": direct between two people (found again by `direct_key`), group above two. */
export const conversations = pgTable(
  "conversations",
  {
    id: id(),
    title: text("title"),
    type: text("type").notNull().default("direct"),
    direct_key: text("direct_key").unique(),
    created_by: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
    created_at: createdAt(),
    updated_at: updatedAt(),
    last_message_id: uuid("last_message_id"),
    last_message_at: timestamp("last_message_at", { withTimezone: true }),
  },
  (t) => [
    check("conversations_type_check", sql`${t.type} in ('direct', 'group')`),
    index("conversations_updated_idx").on(t.updated_at),
  ],
);

/** Who is in a conversation; `last_read_at` is her read marker (doc 2 §3 "Message read marker"). */
export const conversationParticipants = pgTable(
  "conversation_participants",
  {
    conversation_id: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    user_id: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    role: text("role").notNull().default("member"),
    joined_at: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
    last_read_at: timestamp("last_read_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.conversation_id, t.user_id] }),
    index("conversation_participants_user_idx").on(t.user_id),
    check("conversation_participants_role_check", sql`${t.role} in ('admin', 'member')`),
  ],
);

export const messages = pgTable(
  "messages",
  {
    id: id(),
    conversation_id: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    sender_id: uuid("sender_id").references(() => profiles.id, { onDelete: "set null" }),
    content: text("content").notNull().default(""),
    message_type: text("message_type").notNull().default("text"),
    status: text("status").notNull().default("sent"),
    reply_to_id: uuid("reply_to_id"),
    attachments: jsonb("attachments").$type<ChatAttachment[]>().notNull().default([]),
    created_at: createdAt(),
    updated_at: updatedAt(),
    edited_at: timestamp("edited_at", { withTimezone: true }),
    deleted_at: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    index("messages_conversation_idx").on(t.conversation_id, t.created_at),
    // Who may fetch a chat file is found by its path inside the attachments.
    index("messages_attachments_idx").using("gin", t.attachments.op("jsonb_path_ops")),
  ],
);

export const messageReactions = pgTable(
  "message_reactions",
  {
    id: id(),
    message_id: uuid("message_id")
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    user_id: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    emoji: text("emoji").notNull(),
    created_at: createdAt(),
  },
  (t) => [unique("message_reactions_once").on(t.message_id, t.user_id, t.emoji)],
);
