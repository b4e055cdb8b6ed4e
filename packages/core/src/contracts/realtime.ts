import { z } from "zod";
import { callSignalSchema } from "./calls";

/**
 * The realtime gateway's wire format (`GET /api/realtime`, a WebSocket). A client subscribes to topics; the server
 * sends the events published on them. Topics: `user:{id}` (her own: notifications, unread counts, new
 * conversations), `conversation:{id}` (one she belongs to), `post:{id}`, `listing:{id}` (prices and stock of what
 * she looks at or has in her cart), `feed` (new public posts) and `broadcast` (admin announcements).
 */
const uuid = z.uuid();
export const topicSchema = z.union([
  z.templateLiteral(["user:", uuid]),
  z.templateLiteral(["conversation:", uuid]),
  z.templateLiteral(["post:", uuid]),
  z.templateLiteral(["listing:", uuid]),
  z.literal("feed"),
  z.literal("broadcast"),
  z.literal("radio:live"),
]);
export type Topic = z.infer<typeof topicSchema>;

export const clientFrameSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("subscribe"), topics: z.array(topicSchema).min(1).max(50) }),
  z.object({ type: z.literal("unsubscribe"), topics: z.array(topicSchema).min(1).max(50) }),
  z.object({ type: z.literal("typing"), conversation_id: uuid, is_typing: z.boolean() }),
  z.object({ type: z.literal("ping") }),
  /** WebRTC signalling of a voice call, relayed by the server to the call's other party only. */
  z.object({ type: z.literal("call-signal"), call_id: uuid, signal: callSignalSchema }),
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;

export * from "../realtime";
