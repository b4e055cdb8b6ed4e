/** The realtime gateway's events, limits and close codes: plain values the web app can load without zod. */
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
