import { z } from "zod";
import { MUSIC_GENRES, MusicLimits, MusicMessages, VIDEO_ID, YOUTUBE_THUMBNAIL_ORIGIN } from "../music";

/** `GET /api/music/search?q=&genre=` */
export const musicSearchQuerySchema = z.object({
  q: z.string().trim().min(1).max(MusicLimits.queryMax),
  genre: z.enum(MUSIC_GENRES).default("All"),
});

/** A thumbnail of the video service's own image host, nothing else. */
const thumbnail = z
  .url()
  .max(500)
  .refine((url) => url.startsWith(`${YOUTUBE_THUMBNAIL_ORIGIN}/`), MusicMessages.invalidTrack);

export const musicResultSchema = z.object({
  video_id: z.string().regex(VIDEO_ID),
  title: z.string(),
  channel: z.string(),
  thumbnail_url: thumbnail.nullable(),
});
export type MusicResult = z.infer<typeof musicResultSchema>;

export const musicSearchResultSchema = z.object({ items: z.array(musicResultSchema) });

/** `GET /api/music/status`: whether search is set up (the key is set). */
export const musicStatusSchema = z.object({ available: z.boolean() });

/** The track on a post: what she chose, where it starts and how loud (doc 1 §3 "audioTrack"). */
export const musicTrackSchema = z.object({
  video_id: z.string().regex(VIDEO_ID, MusicMessages.invalidTrack),
  title: z.string().trim().min(1).max(MusicLimits.titleMax),
  channel: z.string().trim().max(MusicLimits.channelMax),
  thumbnail_url: thumbnail.nullable(),
  start_seconds: z.number().int().min(0).max(MusicLimits.startMaxSeconds).default(0),
  volume: z.number().int().min(0).max(100).default(MusicLimits.defaultVolume),
});
export type MusicTrack = z.output<typeof musicTrackSchema>;
