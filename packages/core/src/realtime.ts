/** The realtime gateway's events, limits and close codes: plain values the web app can load without zod. */
import type { Call, CallSignal } from "./contracts/calls";
import type { ChatMessage } from "./contracts/chat";
import type { AppNotification } from "./contracts/notifications";
import type { ChatMessage as RadioChatMessage } from "./contracts/radio";

/**
 * Every realtime event, by name, with its payload: defined once here, so the server's bus refuses a wrong payload
 * at compile time and the web app reads the same shapes.
 */
export type RealtimeEventData = {
  "new-message": { message: ChatMessage };
  "message-updated": { message: ChatMessage };
  "message-deleted": { conversation_id: string; message_id: string };
  "message-reaction-changed": {
    conversation_id: string;
    message_id: string;
    reactions: { emoji: string; user_ids: string[] }[];
  };
  "message-read-updated": { conversation_id: string; user_id: string; last_read_at: string };
  "conversation-updated": { conversation_id: string };
  typing: { conversation_id: string; user_id: string; is_typing: boolean };
  "new-post": { id: string; author_id: string };
  "reaction-changed": { post_id: string; reaction_count: number };
  "comment-added": { post_id: string; comment_id: string; author_id: string; comment_count: number };
  /** One of her notifications, as her list shows it (without the actor's card, which the list fetches). */
  "new-notification": Omit<AppNotification, "actor"> & { actor_id: string | null };
  "admin-notification": Pick<AppNotification, "title" | "message" | "action_url" | "priority" | "created_at">;
  "listing-updated": { listingId: string };
  /** Her counts changed: of one conversation when named, of her notifications otherwise. */
  "unread-count-updated": { conversation_id?: string };
  /** One of her orders (as buyer or as its shop) moved: its page and her badges refresh. */
  "order-updated": { order_number: string; order_status: string };
  /** One of her bookings (as buyer or as its shop) changed: lists and pages of bookings refresh. */
  "booking-updated": { booking_id: string; status: string };
  /** A voice call rang her, or one of her calls moved (answered, declined, missed, ended): on both parties' user topics. */
  "call-updated": { call: Call };
  /** The other party's WebRTC offer, answer or candidate, on her user topic only. */
  "call-signal": { call_id: string; from: string; signal: CallSignal };
  /** A line of Saheli Radio's live chat, on the `radio:live` topic. */
  "radio-chat": { message: RadioChatMessage };
  /** How many are listening live now, on the `radio:live` topic. */
  "radio-listeners": { listeners: number };
};
export type RealtimeEventName = keyof RealtimeEventData;

/** One event as the bus carries it: the name decides the payload's shape. */
export type RealtimeEvent = {
  [Name in RealtimeEventName]: { name: Name; data: RealtimeEventData[Name] };
}[RealtimeEventName];

const EVENT_NAMES: Record<RealtimeEventName, true> = {
  "new-message": true,
  "order-updated": true,
  "booking-updated": true,
  "message-updated": true,
  "message-deleted": true,
  "message-reaction-changed": true,
  "message-read-updated": true,
  "conversation-updated": true,
  typing: true,
  "new-post": true,
  "reaction-changed": true,
  "comment-added": true,
  "new-notification": true,
  "admin-notification": true,
  "listing-updated": true,
  "unread-count-updated": true,
  "call-updated": true,
  "call-signal": true,
  "radio-chat": true,
  "radio-listeners": true,
};

/** Events the web app re-broadcasts as window events `realtime-{name}`. */
export const REALTIME_EVENTS = Object.keys(EVENT_NAMES) as RealtimeEventName[];

export type ServerFrame =
  | { type: "ready"; user_id: string }
  | { type: "subscribed"; topics: string[]; refused: string[] }
  | ({ type: "event"; topic: string } & RealtimeEvent)
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
