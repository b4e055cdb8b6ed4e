import { messagePreview } from "@saheli/core/chat";
import type { ChatMessage, ChatPerson, Conversation } from "@saheli/core/contracts/chat";
import type { ChatAttachment } from "../../db/schema/index.js";
import type { conversationRows, MessageRow, participantsOf, reactionRows } from "./chat.queries.js";

type PersonRow = {
  id: string;
  username: string | null;
  full_name: string | null;
  avatar_url: string | null;
  last_seen: Date | null;
};
type ParticipantRow = Awaited<ReturnType<typeof participantsOf>>[number];
type ReactionRow = Awaited<ReturnType<typeof reactionRows>>[number];

export const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** A person in chat; when she was last online only for a viewer who is a verified member. */
export function personView(row: PersonRow, seesPresence: boolean): ChatPerson {
  return { ...row, last_seen: seesPresence ? iso(row.last_seen) : null };
}

export function conversationView(
  row: Awaited<ReturnType<typeof conversationRows>>[number],
  participants: ParticipantRow[],
  seesPresence: boolean,
): Conversation {
  const attachments = (row.last_attachments ?? []) as ChatAttachment[];
  return {
    id: row.id,
    type: row.type as Conversation["type"],
    title: row.title,
    my_role: row.my_role as Conversation["my_role"],
    participants: participants
      .filter((p) => p.conversation_id === row.id)
      .map((p) => personView(p, seesPresence)),
    last_message: row.last_at
      ? {
          preview: messagePreview(
            row.last_content,
            attachments.map((a) => a.kind),
            Boolean(row.last_deleted),
          ),
          sender_id: row.last_sender,
          created_at: row.last_at.toISOString(),
        }
      : null,
    unread_count: row.unread,
    updated_at: row.updated_at.toISOString(),
  };
}

/** Reactions as a message shows them: each emoji once, with its count and whether she is among them. */
export function reactionSummary(rows: ReactionRow[], messageId: string, viewerId: string) {
  return rows
    .filter((r) => r.message_id === messageId)
    .map((r) => ({ emoji: r.emoji, count: r.user_ids.length, mine: r.user_ids.includes(viewerId) }));
}

/** A message is read once everyone else in the conversation has read past it. */
export function isReadByOthers(
  createdAt: Date,
  senderId: string | null,
  markers: { user_id: string; last_read_at: Date | null }[],
) {
  const others = markers.filter((m) => m.user_id !== senderId);
  return others.length > 0 && others.every((m) => m.last_read_at !== null && m.last_read_at >= createdAt);
}

export function messageView(
  row: MessageRow,
  viewerId: string,
  reactions: ReactionRow[],
  markers: { user_id: string; last_read_at: Date | null }[],
): ChatMessage {
  const deleted = Boolean(row.deleted_at);
  return {
    id: row.id,
    conversation_id: row.conversation_id,
    // A message reaches every participant alike (live events included), so it never carries presence.
    sender: row.sender?.id ? personView(row.sender as PersonRow, false) : null,
    content: deleted ? "" : row.content,
    message_type: row.message_type,
    status: isReadByOthers(row.created_at, row.sender?.id ?? null, markers) ? "read" : "sent",
    reply_to: row.reply_id
      ? {
          id: row.reply_id,
          content: row.reply_deleted ? "" : (row.reply_content ?? ""),
          sender_name: row.reply_sender_name,
          deleted: Boolean(row.reply_deleted),
        }
      : null,
    attachments: deleted ? [] : (row.attachments as ChatMessage["attachments"]),
    reactions: reactionSummary(reactions, row.id, viewerId),
    created_at: row.created_at.toISOString(),
    edited_at: iso(row.edited_at),
    deleted,
    is_mine: row.sender?.id === viewerId,
  };
}
