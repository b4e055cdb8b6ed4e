import { z } from "zod";
import { REACTION_TYPES } from "../feed";
import { authorSchema } from "./feed";
import { cursorParam } from "./paging";

/** `GET /api/posts/{id}/versions`: what her post said before each edit, newest first (the author only). */
export const postVersionSchema = z.object({
  id: z.uuid(),
  content: z.string(),
  title: z.string().nullable(),
  visibility: z.string(),
  image_urls: z.array(z.string()),
  video_urls: z.array(z.string()),
  written_at: z.string(),
  replaced_at: z.string(),
});
export type PostVersion = z.infer<typeof postVersionSchema>;
export const postVersionsSchema = z.object({ items: z.array(postVersionSchema) });

export const reactionCountsSchema = z.object(
  Object.fromEntries(REACTION_TYPES.map((type) => [type, z.number().int()])) as Record<
    (typeof REACTION_TYPES)[number],
    z.ZodNumber
  >,
);
export type ReactionCounts = z.infer<typeof reactionCountsSchema>;

/** `GET /api/posts/{id}/reactions?type=&cursor=`: who reacted (all or one type), newest first, 20 a page. */
export const reactorsQuerySchema = z.object({
  type: z.enum(REACTION_TYPES).optional(),
  cursor: cursorParam,
});
export const reactorsPageSchema = z.object({
  counts: reactionCountsSchema,
  total: z.number().int(),
  items: z.array(authorSchema.extend({ reaction_type: z.enum(REACTION_TYPES), reacted_at: z.string() })),
  next_cursor: z.string().nullable(),
});
export type ReactorsPage = z.infer<typeof reactorsPageSchema>;

/** `GET /api/me/post-insights`: her posts of the last 30 days and their engagement rate (doc 1 §9). */
export const myPostInsightsSchema = z.object({
  days: z.number().int(),
  posts: z.number().int(),
  views: z.number().int(),
  reactions: z.number().int(),
  comments: z.number().int(),
  engagement_rate: z.number(),
});
export type MyPostInsights = z.infer<typeof myPostInsightsSchema>;

export const REACTORS_PAGE = 20;
