import { z } from "zod";

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
]);
export type Topic = z.infer<typeof topicSchema>;

export const clientFrameSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("subscribe"), topics: z.array(topicSchema).min(1).max(50) }),
  z.object({ type: z.literal("unsubscribe"), topics: z.array(topicSchema).min(1).max(50) }),
  z.object({ type: z.literal("typing"), conversation_id: uuid, is_typing: z.boolean() }),
  z.object({ type: z.literal("ping") }),
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;

/** Events the web app re-broadcasts as window events `realtime-{name}`. */
export const REALTIME_EVENTS = [
  "new-message",
  "message-updated",
  "message-deleted",
  "message-reaction-changed",
  "message-read-updated",
  "message-status-changed",
  "conversation-updated",
  "typing",
  "presence",
  "new-post",
  "reaction-changed",
  "comment-added",
  "new-notification",
  "admin-notification",
  "order-updated",
  "profile-updated",
  "listing-updated",
  "unread-count-updated",
] as const;
export type RealtimeEventName = (typeof REALTIME_EVENTS)[number];

export type ServerFrame =
  | { type: "ready"; user_id: string }
  | { type: "subscribed"; topics: string[]; refused: string[] }
  | { type: "event"; topic: string; name: RealtimeEventName; data: Record<string, unknown> }
  | { type: "pong" };

export const RealtimeLimits = {
  frameBytesMax: 4096,
  topicsPerSocket: 200,
  framesPerWindow: 60,
  frameWindowMs: 10_000,
  heartbeatMs: 25_000,
  /** Doc 2 §4: resubscribe 3 s after a channel error; poll every 10 s, 15 s if subscribing failed. */
  resubscribeMs: 3_000,
  pollMs: 10_000,
  pollAfterFailureMs: 15_000,
  refreshEventMs: 30_000,
  reconnectMaxMs: 30_000,
} as const;

/** Close codes: the standard ones for bad frames, 4401 when her session ends. */
export const RealtimeClose = {
  badFrame: 1007,
  policy: 1008,
  tooBig: 1009,
  sessionEnded: 4401,
} as const;

/** Back-off before reconnect attempt n (0-based): 1 s, 2 s, 4 s… capped at 30 s, with up to 20 % jitter. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RealtimeLimits.reconnectMaxMs, 1000 * 2 ** Math.max(0, attempt));
  return Math.round(base * (1 + 0.2 * random()));
}
