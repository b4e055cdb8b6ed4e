import {
  ChatLimits,
  ChatMessages,
  conversationType,
  DEFAULT_GROUP_TITLE,
  directKey,
  isSendable,
} from "@saheli/core/chat";
import type {
  ChatMessage,
  Conversation,
  MessagePage,
  newConversationSchema,
  newMessageSchema,
} from "@saheli/core/contracts/chat";
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/connect.js";
import {
  conversationParticipants,
  conversations,
  messageReactions,
  messages,
} from "../../db/schema/index.js";
import { AppError } from "../../errors.js";
import type { Bus, BusEvent } from "../../platform/bus.js";
import type { Clock } from "../../platform/clock.js";
import {
  blockedBetween,
  conversationRows,
  isVerifiedMember,
  membership,
  messageRows,
  participantsOf,
  pickable,
  reactionRows,
  unreadMessageCount,
} from "./chat.queries.js";
import { conversationView, iso, messageView } from "./chat.views.js";
import type { ChatFiles } from "./chat-files.service.js";

export type ChatDeps = { db: Db; clock: Clock; bus: Bus; files: Pick<ChatFiles, "attach" | "discard"> };

const noConversation = () => AppError.notFound(ChatMessages.noConversation);
const messageMissing = () => AppError.notFound(ChatMessages.messageMissing);

/**
 * Conversations and messages (doc 2 §3–§5). Only participants read or write a conversation; only the sender edits
 * or deletes a message. Every change is published on `conversation:{id}` and each participant's `user:{id}`.
 */
export function chatService({ db, clock, bus, files }: ChatDeps) {
  async function member(userId: string, conversationId: string) {
    const found = await membership(db, conversationId, userId);
    if (!found) throw noConversation();
    return found;
  }

  async function participantIds(conversationId: string) {
    const rows = await participantsOf(db, [conversationId]);
    return rows.map((r) => r.id);
  }

  /** Publishes on each participant's own topic; `known` saves the lookup when the caller has the ids. */
  async function tellParticipants(conversationId: string, event: BusEvent, known?: string[]) {
    const ids = known ?? (await participantIds(conversationId));
    await Promise.all(ids.map((id) => bus.publish(`user:${id}`, event)));
  }

  async function list(userId: string): Promise<Conversation[]> {
    const rows = await conversationRows(db, userId);
    const [people, seesPresence] = await Promise.all([
      participantsOf(
        db,
        rows.map((r) => r.id),
      ),
      isVerifiedMember(db, userId),
    ]);
    return rows.map((row) => conversationView(row, people, seesPresence));
  }

  async function one(userId: string, conversationId: string): Promise<Conversation> {
    const [row] = await conversationRows(db, userId, conversationId);
    if (!row) throw noConversation();
    const [people, seesPresence] = await Promise.all([
      participantsOf(db, [row.id]),
      isVerifiedMember(db, userId),
    ]);
    return conversationView(row, people, seesPresence);
  }

  /** A direct conversation is found again whoever starts it; more than one other person makes a group. */
  async function start(userId: string, input: z.output<typeof newConversationSchema>): Promise<Conversation> {
    const others = [...new Set(input.participant_ids)].filter((id) => id !== userId);
    if (others.length === 0) throw AppError.badRequest(ChatMessages.pickSomeone);
    const allowed = await pickable(db, userId, { ids: others, limit: others.length });
    if (allowed.length !== others.length) throw AppError.forbidden(ChatMessages.recipientUnavailable);
    const type = conversationType(others.length + 1);
    const now = clock.now();
    const id = await db.transaction(async (tx) => {
      const key = type === "direct" ? directKey(userId, others[0]!) : null;
      if (key) {
        const [existing] = await tx
          .select({ id: conversations.id })
          .from(conversations)
          .where(eq(conversations.direct_key, key));
        if (existing) return existing.id;
      }
      const [created] = await tx
        .insert(conversations)
        .values({
          type,
          direct_key: key,
          title: type === "group" ? input.title || DEFAULT_GROUP_TITLE : null,
          created_by: userId,
          created_at: now,
          updated_at: now,
        })
        .onConflictDoNothing({ target: conversations.direct_key })
        .returning({ id: conversations.id });
      if (!created) {
        const [raced] = await tx
          .select({ id: conversations.id })
          .from(conversations)
          .where(eq(conversations.direct_key, key!));
        return raced!.id;
      }
      await tx.insert(conversationParticipants).values([
        { conversation_id: created.id, user_id: userId, role: "admin", joined_at: now },
        ...others.map((other) => ({
          conversation_id: created.id,
          user_id: other,
          role: "member",
          joined_at: now,
        })),
      ]);
      return created.id;
    });
    await tellParticipants(id, { name: "conversation-updated", data: { conversation_id: id } });
    return one(userId, id);
  }

  async function markers(conversationId: string) {
    const rows = await participantsOf(db, [conversationId]);
    return rows.map((r) => ({ user_id: r.id, last_read_at: r.last_read_at }));
  }

  async function history(
    userId: string,
    conversationId: string,
    options: { before?: string; limit: number },
  ): Promise<MessagePage> {
    await member(userId, conversationId);
    const rows = await messageRows(
      db,
      conversationId,
      options.limit + 1,
      options.before ? new Date(options.before) : undefined,
    );
    const page = rows.slice(0, options.limit).reverse();
    const [reactions, readers] = await Promise.all([
      reactionRows(
        db,
        page.map((r) => r.id),
      ),
      markers(conversationId),
    ]);
    return {
      messages: page.map((row) => messageView(row, userId, reactions, readers)),
      has_older: rows.length > options.limit,
      read_markers: readers.map((m) => ({ user_id: m.user_id, last_read_at: iso(m.last_read_at) })),
    };
  }

  async function messageById(
    userId: string,
    conversationId: string,
    messageId: string,
  ): Promise<ChatMessage> {
    const [row] = await messageRows(db, conversationId, 1, undefined, messageId);
    if (!row) throw messageMissing();
    const [reactions, readers] = await Promise.all([reactionRows(db, [row.id]), markers(conversationId)]);
    return messageView(row, userId, reactions, readers);
  }

  async function send(userId: string, conversationId: string, input: z.output<typeof newMessageSchema>) {
    await member(userId, conversationId);
    if (!isSendable(input.content, input.attachments.length)) throw AppError.badRequest(ChatMessages.empty);
    const everyone = await participantIds(conversationId);
    const others = everyone.filter((id) => id !== userId);
    // In a direct conversation a block ends the messaging; a group carries on for everyone else.
    if (others.length === 1 && (await blockedBetween(db, userId, others))) {
      throw AppError.forbidden(ChatMessages.recipientUnavailable);
    }
    if (input.reply_to_id) {
      const [target] = await db
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.id, input.reply_to_id), eq(messages.conversation_id, conversationId)));
      if (!target) throw messageMissing();
    }
    const attachments = await files.attach(userId, input.attachments);
    const now = clock.now();
    const id = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(messages)
        .values({
          conversation_id: conversationId,
          sender_id: userId,
          content: input.content.trim(),
          message_type: attachments.length > 0 && !input.content.trim() ? attachments[0]!.kind : "text",
          reply_to_id: input.reply_to_id,
          attachments,
          created_at: now,
          updated_at: now,
        })
        .returning({ id: messages.id });
      await tx
        .update(conversations)
        .set({ updated_at: now, last_message_id: created!.id, last_message_at: now })
        .where(eq(conversations.id, conversationId));
      // Her own message is read by her.
      await tx
        .update(conversationParticipants)
        .set({ last_read_at: now })
        .where(
          and(
            eq(conversationParticipants.conversation_id, conversationId),
            eq(conversationParticipants.user_id, userId),
          ),
        );
      return created!.id;
    });
    const message = await messageById(userId, conversationId, id);
    await bus.publish(`conversation:${conversationId}`, { name: "new-message", data: { message } });
    await tellParticipants(
      conversationId,
      { name: "unread-count-updated", data: { conversation_id: conversationId } },
      everyone,
    );
    return message;
  }

  async function ownMessage(userId: string, messageId: string) {
    const [row] = await db
      .select({
        sender_id: messages.sender_id,
        conversation_id: messages.conversation_id,
        deleted_at: messages.deleted_at,
        attachments: messages.attachments,
      })
      .from(messages)
      .where(eq(messages.id, messageId));
    if (!row || row.deleted_at) throw messageMissing();
    await member(userId, row.conversation_id);
    if (row.sender_id !== userId) throw AppError.forbidden(ChatMessages.notSender);
    return row;
  }

  async function edit(userId: string, messageId: string, content: string) {
    const row = await ownMessage(userId, messageId);
    const now = clock.now();
    await db
      .update(messages)
      .set({ content, edited_at: now, updated_at: now })
      .where(eq(messages.id, messageId));
    const message = await messageById(userId, row.conversation_id, messageId);
    await bus.publish(`conversation:${row.conversation_id}`, { name: "message-updated", data: { message } });
    return message;
  }

  async function remove(userId: string, messageId: string) {
    const row = await ownMessage(userId, messageId);
    const now = clock.now();
    await db.transaction(async (tx) => {
      await tx
        .update(messages)
        .set({ content: "", attachments: [], deleted_at: now, updated_at: now })
        .where(eq(messages.id, messageId));
      await tx.delete(messageReactions).where(eq(messageReactions.message_id, messageId));
    });
    await files.discard(row.attachments.map((a) => a.path));
    await bus.publish(`conversation:${row.conversation_id}`, {
      name: "message-deleted",
      data: { conversation_id: row.conversation_id, message_id: messageId },
    });
    await tellParticipants(row.conversation_id, {
      name: "unread-count-updated",
      data: { conversation_id: row.conversation_id },
    });
  }

  /** Adds her reaction with this emoji, or takes it back if she had it. */
  async function react(userId: string, messageId: string, emoji: string) {
    const [row] = await db
      .select({ conversation_id: messages.conversation_id, deleted_at: messages.deleted_at })
      .from(messages)
      .where(eq(messages.id, messageId));
    if (!row || row.deleted_at) throw messageMissing();
    await member(userId, row.conversation_id);
    const mine = and(
      eq(messageReactions.message_id, messageId),
      eq(messageReactions.user_id, userId),
      eq(messageReactions.emoji, emoji),
    );
    const removed = await db.delete(messageReactions).where(mine).returning({ id: messageReactions.id });
    if (removed.length === 0) {
      const [{ n }] = (await db
        .select({ n: sql<number>`count(distinct ${messageReactions.emoji})::int` })
        .from(messageReactions)
        .where(eq(messageReactions.message_id, messageId))) as [{ n: number }];
      if (n >= ChatLimits.reactionsPerMessage)
        throw AppError.badRequest("This message has as many reactions as it can hold");
      await db
        .insert(messageReactions)
        .values({ message_id: messageId, user_id: userId, emoji, created_at: clock.now() })
        .onConflictDoNothing();
    }
    const reactions = (await reactionRows(db, [messageId])).map((r) => ({
      emoji: r.emoji,
      user_ids: r.user_ids,
    }));
    await bus.publish(`conversation:${row.conversation_id}`, {
      name: "message-reaction-changed",
      data: { conversation_id: row.conversation_id, message_id: messageId, reactions },
    });
    return {
      reactions: reactions.map((r) => ({
        emoji: r.emoji,
        count: r.user_ids.length,
        mine: r.user_ids.includes(userId),
      })),
    };
  }

  /** Opening a conversation (or seeing a new message for a second) reads everything in it up to now. */
  async function markRead(userId: string, conversationId: string) {
    await member(userId, conversationId);
    const now = clock.now();
    await db
      .update(conversationParticipants)
      .set({
        last_read_at: sql`greatest(coalesce(${conversationParticipants.last_read_at}, ${now}), ${now})`,
      })
      .where(
        and(
          eq(conversationParticipants.conversation_id, conversationId),
          eq(conversationParticipants.user_id, userId),
        ),
      );
    await bus.publish(`conversation:${conversationId}`, {
      name: "message-read-updated",
      data: { conversation_id: conversationId, user_id: userId, last_read_at: now.toISOString() },
    });
    await bus.publish(`user:${userId}`, {
      name: "unread-count-updated",
      data: { conversation_id: conversationId },
    });
  }

  async function pickList(userId: string, q: string | undefined, limit: number) {
    const rows = await pickable(db, userId, { q, limit });
    return rows.map((r) => ({ ...r, last_seen: iso(r.last_seen) }));
  }

  /** How many of her conversations hold messages she has not read (the chat badge). */
  const unreadCount = (userId: string) => unreadMessageCount(db, userId);

  return { list, one, start, history, send, edit, remove, react, markRead, pickList, unreadCount };
}

export type ChatService = ReturnType<typeof chatService>;
