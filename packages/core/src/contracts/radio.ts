import { z } from "zod";
import { RADIO_CATEGORIES, RadioLimits, RadioMessages, SHOW_STATUSES } from "../radio";

/** Saheli Radio's API (issue 23 §4). */

export const radioPersonSchema = z.object({
  id: z.uuid(),
  username: z.string().nullable(),
  full_name: z.string(),
  avatar_url: z.string().nullable(),
});

export const showInputSchema = z.object({
  title: z
    .string(RadioMessages.titleRequired)
    .trim()
    .min(1, RadioMessages.titleRequired)
    .max(RadioLimits.titleMax, RadioMessages.titleTooLong),
  description: z
    .string(RadioMessages.descriptionRequired)
    .trim()
    .min(1, RadioMessages.descriptionRequired)
    .max(RadioLimits.descriptionMax, RadioMessages.descriptionTooLong),
  cover_url: z.string(RadioMessages.coverRequired).min(1, RadioMessages.coverRequired).max(500),
  category: z.enum(RADIO_CATEGORIES, RadioMessages.categoryRequired),
});
export type ShowInput = z.input<typeof showInputSchema>;

export const showCardSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  cover_url: z.string(),
  category: z.enum(RADIO_CATEGORIES),
  status: z.enum(SHOW_STATUSES),
  /** Only for her own shows (and admins): why an admin declined it. */
  decline_reason: z.string().nullable(),
  host: radioPersonSchema,
  episode_count: z.number().int(),
  follower_count: z.number().int(),
  following: z.boolean(),
  created_at: z.string(),
});
export type ShowCard = z.infer<typeof showCardSchema>;

export const episodeSchema = z.object({
  id: z.uuid(),
  show_id: z.uuid(),
  show_slug: z.string(),
  show_title: z.string(),
  cover_url: z.string(),
  title: z.string(),
  description: z.string(),
  duration_ms: z.number().int(),
  size_bytes: z.number().int(),
  content_type: z.string(),
  /** Streamed with byte ranges. */
  audio_url: z.string(),
  created_at: z.string(),
});
export type Episode = z.infer<typeof episodeSchema>;

export const showDetailSchema = showCardSchema.extend({
  is_host: z.boolean(),
  episodes: z.array(episodeSchema),
});
export type ShowDetail = z.infer<typeof showDetailSchema>;

export const showsQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  category: z.enum(RADIO_CATEGORIES).optional(),
});
export const showListSchema = z.object({ items: z.array(showCardSchema) });
export type ShowList = z.infer<typeof showListSchema>;

export const episodeFieldsSchema = z.object({
  title: z
    .string(RadioMessages.titleRequired)
    .trim()
    .min(1, RadioMessages.titleRequired)
    .max(RadioLimits.titleMax, RadioMessages.titleTooLong),
  description: z
    .string()
    .trim()
    .max(RadioLimits.episodeDescriptionMax, RadioMessages.episodeDescriptionTooLong)
    .default(""),
});

export const slotInputSchema = z.object({
  episode_id: z.uuid(),
  weekday: z.number().int().min(0).max(6),
  start_minute: z
    .number()
    .int()
    .min(0)
    .max(24 * 60 - 1),
});
export type SlotInput = z.input<typeof slotInputSchema>;

export const slotSchema = z.object({
  id: z.uuid(),
  weekday: z.number().int(),
  start_minute: z.number().int(),
  duration_ms: z.number().int(),
  episode: episodeSchema,
  host_id: z.uuid(),
});
export type Slot = z.infer<typeof slotSchema>;
export const scheduleSchema = z.object({ slots: z.array(slotSchema) });

export const liveSchema = z.object({
  /** episode: a scheduled episode is on air; station: the external station plays; off: neither. */
  mode: z.enum(["episode", "station", "off"]),
  server_time: z.string(),
  /** On air: its slot, when it started and where every listener is now. */
  slot: slotSchema.nullable(),
  started_at: z.string().nullable(),
  position_ms: z.number().int().nullable(),
  next: z.object({ slot: slotSchema, starts_at: z.string() }).nullable(),
  station_url: z.string().nullable(),
  station_site_url: z.string().nullable(),
  listeners: z.number().int(),
});
export type Live = z.infer<typeof liveSchema>;

export const listenInputSchema = z.object({ listener_id: z.uuid() });
export const listenersSchema = z.object({ listeners: z.number().int() });

export const chatInputSchema = z.object({
  body: z
    .string(RadioMessages.chatEmpty)
    .trim()
    .min(1, RadioMessages.chatEmpty)
    .max(RadioLimits.chatMax, RadioMessages.chatTooLong),
});
export const chatMessageSchema = z.object({
  id: z.uuid(),
  body: z.string(),
  author: radioPersonSchema,
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;
export const chatListSchema = z.object({ items: z.array(chatMessageSchema) });

/** The realtime topic of the live broadcast: chat lines and listener counts. */
export const RADIO_LIVE_TOPIC = "radio:live";
export const adminShowsQuerySchema = z.object({ status: z.enum(SHOW_STATUSES).default("pending") });
