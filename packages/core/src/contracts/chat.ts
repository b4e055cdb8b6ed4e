import { z } from "zod";
import { ChatLimits, ChatMessages } from "../chat";

export const chatPersonSchema = z.object({
  id: z.uuid(),
  username: z.string().nullable(),
  full_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  last_seen: z.string().nullable(),
});
export type ChatPerson = z.infer<typeof chatPersonSchema>;

export const attachmentSchema = z.object({
  path: z.string(),
  url: z.string(),
  kind: z.enum(["image", "video", "audio", "document"]),
  mime: z.string(),
  name: z.string(),
  size: z.number().int(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const messageSchema = z.object({
  id: z.uuid(),
  conversation_id: z.uuid(),
  sender: chatPersonSchema.nullable(),
  content: z.string(),
  message_type: z.string(),
  /** sent, or read once everyone else has read it. */
  status: z.enum(["sent", "read"]),
  reply_to: z
    .object({ id: z.uuid(), content: z.string(), sender_name: z.string().nullable(), deleted: z.boolean() })
    .nullable(),
  attachments: z.array(attachmentSchema),
  reactions: z.array(z.object({ emoji: z.string(), count: z.number().int(), mine: z.boolean() })),
  created_at: z.string(),
  edited_at: z.string().nullable(),
  deleted: z.boolean(),
  is_mine: z.boolean(),
});
export type ChatMessage = z.infer<typeof messageSchema>;

export const conversationSchema = z.object({
  id: z.uuid(),
  type: z.enum(["direct", "group"]),
  title: z.string().nullable(),
  my_role: z.enum(["admin", "member"]),
  participants: z.array(chatPersonSchema),
  last_message: z
    .object({ preview: z.string(), sender_id: z.uuid().nullable(), created_at: z.string() })
    .nullable(),
  unread_count: z.number().int(),
  updated_at: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const messagePageSchema = z.object({
  messages: z.array(messageSchema),
  has_older: z.boolean(),
  /** When each other participant last read, for the read ticks of her own messages. */
  read_markers: z.array(z.object({ user_id: z.uuid(), last_read_at: z.string().nullable() })),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

export const messagePageQuerySchema = z.object({
  before: z.iso.datetime({ offset: true }).optional(),
  limit: z.coerce.number().int().min(1).max(ChatLimits.historyPage).default(ChatLimits.historyPage),
});

export const newConversationSchema = z.object({
  participant_ids: z
    .array(z.uuid())
    .min(1, ChatMessages.pickSomeone)
    .max(ChatLimits.groupMembersMax - 1, ChatMessages.tooManyPeople),
  title: z.string().trim().max(ChatLimits.groupTitleMax).optional(),
});

export const newMessageSchema = z.object({
  content: z.string().max(ChatLimits.contentMax, ChatMessages.tooLong).default(""),
  reply_to_id: z.uuid().optional(),
  attachments: z
    .array(z.string().max(300))
    .max(ChatLimits.attachmentsMax)
    .refine((paths) => new Set(paths).size === paths.length, ChatMessages.sameFileTwice)
    .default([]),
});

export const editMessageSchema = z.object({
  content: z.string().trim().min(1, ChatMessages.empty).max(ChatLimits.contentMax, ChatMessages.tooLong),
});

export const reactionSchema = z.object({ emoji: z.string().min(1).max(16) });

export const pickListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** Doc 2 §3 "Global realtime stats". */
export const realtimeStatsSchema = z.object({
  unreadMessages: z.number().int(),
  unreadNotifications: z.number().int(),
  pendingOrders: z.number().int(),
  totalUnread: z.number().int(),
});
export type RealtimeStats = z.infer<typeof realtimeStatsSchema>;
