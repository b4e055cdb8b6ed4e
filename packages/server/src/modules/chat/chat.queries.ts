import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db, Executor } from "../../db/connect.js";
import { isActivePerson, notBlockedWith } from "../../db/fragments/person.js";
import { escapeLike } from "../../db/like.js";
import {
  blocks,
  conversationParticipants,
  conversations,
  messageReactions,
  messages,
  profiles,
} from "../../db/schema/index.js";

export const personColumns = {
  id: profiles.id,
  username: profiles.username,
  full_name: profiles.full_name,
  avatar_url: profiles.avatar_url,
  last_seen: profiles.last_seen,
};

/** Whether `id` is a verified member: only they see when others were last online. */
export async function isVerifiedMember(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ is_verified: profiles.is_verified })
    .from(profiles)
    .where(eq(profiles.id, id));
  return row?.is_verified === true;
}

export async function membership(db: Executor, conversationId: string, userId: string) {
  const [row] = await db
    .select({ role: conversationParticipants.role, last_read_at: conversationParticipants.last_read_at })
    .from(conversationParticipants)
    .where(
      and(
        eq(conversationParticipants.conversation_id, conversationId),
        eq(conversationParticipants.user_id, userId),
      ),
    );
  return row;
}

/** Her conversations, latest activity first, with the last message and what she has not read. */
export async function conversationRows(db: Db, userId: string, onlyId?: string) {
  return db
    .select({
      id: conversations.id,
      type: conversations.type,
      title: conversations.title,
      updated_at: conversations.updated_at,
      my_role: conversationParticipants.role,
      last_content: messages.content,
      last_attachments: messages.attachments,
      last_sender: messages.sender_id,
      last_at: messages.created_at,
      last_deleted: messages.deleted_at,
      unread: sql<number>`(select count(*)::int from messages u where u.conversation_id = ${conversations.id}
        and u.sender_id is distinct from ${userId} and u.deleted_at is null
        and u.created_at > coalesce(${conversationParticipants.last_read_at}, '-infinity'::timestamptz))`,
    })
    .from(conversationParticipants)
    .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversation_id))
    .leftJoin(messages, eq(messages.id, conversations.last_message_id))
    .where(
      and(eq(conversationParticipants.user_id, userId), onlyId ? eq(conversations.id, onlyId) : undefined),
    )
    .orderBy(desc(sql`coalesce(${conversations.last_message_at}, ${conversations.updated_at})`))
    .limit(100);
}

export async function participantsOf(db: Db, conversationIds: string[]) {
  if (conversationIds.length === 0) return [];
  return db
    .select({
      conversation_id: conversationParticipants.conversation_id,
      last_read_at: conversationParticipants.last_read_at,
      ...personColumns,
    })
    .from(conversationParticipants)
    .innerJoin(profiles, eq(profiles.id, conversationParticipants.user_id))
    .where(inArray(conversationParticipants.conversation_id, conversationIds))
    .orderBy(asc(conversationParticipants.joined_at));
}

/** All messages she has not read, across her conversations. */
export async function unreadMessageCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(conversationParticipants)
    .innerJoin(messages, eq(messages.conversation_id, conversationParticipants.conversation_id))
    .where(
      and(
        eq(conversationParticipants.user_id, userId),
        sql`${messages.sender_id} is distinct from ${userId}`,
        isNull(messages.deleted_at),
        sql`${messages.created_at} > coalesce(${conversationParticipants.last_read_at}, '-infinity'::timestamptz)`,
      ),
    );
  return row?.n ?? 0;
}

const replied = alias(messages, "replied");
const repliedSender = alias(profiles, "replied_sender");

export async function messageRows(
  db: Db,
  conversationId: string,
  limit: number,
  before?: Date,
  onlyId?: string,
) {
  return db
    .select({
      id: messages.id,
      conversation_id: messages.conversation_id,
      content: messages.content,
      message_type: messages.message_type,
      attachments: messages.attachments,
      created_at: messages.created_at,
      edited_at: messages.edited_at,
      deleted_at: messages.deleted_at,
      sender: personColumns,
      reply_id: replied.id,
      reply_content: replied.content,
      reply_deleted: replied.deleted_at,
      reply_sender_name: repliedSender.full_name,
    })
    .from(messages)
    .leftJoin(profiles, eq(profiles.id, messages.sender_id))
    .leftJoin(replied, eq(replied.id, messages.reply_to_id))
    .leftJoin(repliedSender, eq(repliedSender.id, replied.sender_id))
    .where(
      and(
        eq(messages.conversation_id, conversationId),
        before ? lt(messages.created_at, before) : undefined,
        onlyId ? eq(messages.id, onlyId) : undefined,
      ),
    )
    .orderBy(desc(messages.created_at), desc(messages.id))
    .limit(limit);
}
export type MessageRow = Awaited<ReturnType<typeof messageRows>>[number];

export async function reactionRows(db: Executor, messageIds: string[]) {
  if (messageIds.length === 0) return [];
  return db
    .select({
      message_id: messageReactions.message_id,
      emoji: messageReactions.emoji,
      user_ids: sql<string[]>`array_agg(${messageReactions.user_id} order by ${messageReactions.created_at})`,
    })
    .from(messageReactions)
    .where(inArray(messageReactions.message_id, messageIds))
    .groupBy(messageReactions.message_id, messageReactions.emoji)
    .orderBy(sql`min(${messageReactions.created_at})`);
}

/**
 * The people she may start a conversation with (doc 2 §5: verified women; roles C, V and members U, see decision
 * 008): active, not herself, nobody either of them blocked; optionally only the given ids.
 */
export async function pickable(
  db: Db,
  userId: string,
  options: { q?: string; ids?: string[]; limit: number },
) {
  const { q, ids, limit } = options;
  const like = q ? `%${escapeLike(q)}%` : undefined;
  return db
    .select(personColumns)
    .from(profiles)
    .where(
      and(
        isActivePerson,
        eq(profiles.gender, true),
        eq(profiles.is_verified, true),
        inArray(profiles.role, ["U", "C", "V"]),
        sql`${profiles.id} <> ${userId}`,
        notBlockedWith(userId),
        ids ? inArray(profiles.id, ids) : undefined,
        like ? sql`(${profiles.full_name} ilike ${like} or ${profiles.username} ilike ${like})` : undefined,
      ),
    )
    .orderBy(asc(profiles.full_name))
    .limit(limit);
}

/** Whether she and any of these people blocked one another. */
export async function blockedBetween(db: Db, userId: string, otherIds: string[]) {
  if (otherIds.length === 0) return false;
  const rows = await db
    .select({ one: sql`1` })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blocker_id, userId), inArray(blocks.blocked_id, otherIds)),
        and(eq(blocks.blocked_id, userId), inArray(blocks.blocker_id, otherIds)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
