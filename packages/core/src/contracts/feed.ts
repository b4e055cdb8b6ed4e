import { z } from "zod";
import {
  FeedLimits,
  FeedMessages,
  HIDE_REASONS,
  POST_REPORT_REASONS,
  POST_VISIBILITIES,
  REACTION_TYPES,
} from "../feed";
import { ShareLimits, ShareMessages } from "../shoppable";
import { linkPreviewSchema, postLinkPreviewSchema } from "./link-preview";
import { musicTrackSchema } from "./music";
import { cursorParam } from "./paging";
import { postPlaceInputSchema, postPlaceSchema } from "./places";
import { sharedListingSchema } from "./post-listings";

export const POLL_DURATIONS_DAYS = [1, 3, 7, 14] as const;

const postText = z.string().trim().max(FeedLimits.postMax, FeedMessages.postTooLong);

export const pollInputSchema = z.object({
  question: z.string().trim().min(1, FeedMessages.pollIncomplete).max(FeedLimits.pollQuestionMax),
  options: z
    .array(z.string().trim().min(1, FeedMessages.pollIncomplete).max(FeedLimits.pollOptionMax))
    .min(FeedLimits.pollOptionsMin, FeedMessages.pollTooFewOptions)
    .max(FeedLimits.pollOptionsMax),
  duration_days: z
    .number()
    .int()
    .refine(
      (d) => (POLL_DURATIONS_DAYS as readonly number[]).includes(d),
      "Choose 1 day, 3 days, 1 week or 2 weeks",
    )
    .default(1),
  allow_multiple: z.boolean().default(false),
});

/** `POST /api/posts`: a thought, an article (with a title) or a poll. */
export const createPostSchema = z.object({
  content: postText.default(""),
  post_type: z
    .enum(["thought", "article", "poll", "celebration", "achievement", "insight", "question"])
    .default("thought"),
  title: z.string().trim().max(FeedLimits.articleTitleMax).optional(),
  visibility: z.enum(POST_VISIBILITIES).default("public"),
  allow_comments: z.boolean().default(true),
  allow_reactions: z.boolean().default(true),
  image_urls: z.array(z.string().max(500)).max(FeedLimits.imagesPerPost).default([]),
  video_urls: z.array(z.string().max(500)).max(FeedLimits.imagesPerPost).default([]),
  poll: pollInputSchema.optional(),
  /** Posting in a group (she must be a member); its visibility is then public (doc 1 §4). */
  group_id: z.uuid().optional(),
  /** Up to 4 of her own listings on sale, in the order the card shows them (issue 21 §5). */
  listing_ids: z.array(z.uuid()).max(ShareLimits.perPost, ShareMessages.tooMany).optional(),
  /** Publish later: the post stays hidden until then (at least a minute ahead, at most a year). */
  scheduled_for: z.iso.datetime({ offset: true }).optional(),
  /** The link card she kept (issue 21 §1): only its URL is read; the server's own card goes on the post. */
  link_preview: postLinkPreviewSchema.optional(),
  /** A song from the music search that plays on the card (issue 21 §2). */
  music: musicTrackSchema.optional(),
  /** "Add Location" (issue 21 §4): kept at city precision unless she picked a venue. */
  place: postPlaceInputSchema.optional(),
});
export type CreatePost = z.input<typeof createPostSchema>;

export const updatePostSchema = z
  .object({
    content: postText,
    title: z.string().trim().max(FeedLimits.articleTitleMax).nullable(),
    visibility: z.enum(POST_VISIBILITIES),
    allow_comments: z.boolean(),
    allow_reactions: z.boolean(),
    /** Her link card: a URL for the server's card, or null to take it off. */
    link_preview: postLinkPreviewSchema,
    /** Her own uploads only, like a new post's (issue 21 §6: editing the media). */
    image_urls: z.array(z.string().max(500)).max(FeedLimits.imagesPerPost),
    video_urls: z.array(z.string().max(500)).max(FeedLimits.imagesPerPost),
  })
  .partial();
export type UpdatePost = z.input<typeof updatePostSchema>;

export const authorSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  full_name: z.string(),
  avatar_url: z.string().nullable(),
  headline: z.string().nullable(),
  role: z.string(),
  is_verified: z.boolean(),
});

export const pollViewSchema = z.object({
  id: z.uuid(),
  question: z.string(),
  allow_multiple: z.boolean(),
  expires_at: z.string(),
  expired: z.boolean(),
  total_votes: z.number().int(),
  options: z.array(
    z.object({
      id: z.uuid(),
      text: z.string(),
      position: z.number().int(),
      vote_count: z.number().int(),
      percentage: z.number(),
    }),
  ),
  my_votes: z.array(z.uuid()),
});
export type PollView = z.infer<typeof pollViewSchema>;

export const eventViewSchema = z.object({
  id: z.uuid(),
  post_id: z.uuid(),
  organizer: authorSchema,
  title: z.string(),
  description: z.string(),
  start_at: z.string(),
  end_at: z.string().nullable(),
  timezone: z.string(),
  location: z.string(),
  event_type: z.string(),
  event_format: z.string(),
  privacy: z.string(),
  cover_url: z.string().nullable(),
  tags: z.array(z.string()),
  max_attendees: z.number().int().nullable(),
  allow_guests: z.boolean(),
  attendee_count: z.number().int(),
  attending: z.boolean(),
  is_organizer: z.boolean(),
  full: z.boolean(),
});
export type EventView = z.infer<typeof eventViewSchema>;

/** The post a repost shares, as its card embeds it; null when the viewer may no longer read it. */
export const repostedSchema = z.object({
  id: z.uuid(),
  author: authorSchema,
  title: z.string().nullable(),
  content: z.string(),
  image_urls: z.array(z.string()),
  created_at: z.string(),
});

export const postViewSchema = z.object({
  id: z.uuid(),
  author: authorSchema,
  post_type: z.string(),
  title: z.string().nullable(),
  content: z.string(),
  visibility: z.enum(POST_VISIBILITIES),
  image_urls: z.array(z.string()),
  video_urls: z.array(z.string()),
  tags: z.array(z.string()),
  mentions: z.array(z.string()),
  allow_comments: z.boolean(),
  allow_reactions: z.boolean(),
  reaction_count: z.number().int(),
  comment_count: z.number().int(),
  repost_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  is_owner: z.boolean(),
  my_reaction: z.enum(REACTION_TYPES).nullable(),
  saved: z.boolean(),
  poll: pollViewSchema.nullable(),
  /** For a repost: the comment is `content`; this is what was shared. */
  reposted_from: repostedSchema.nullable(),
  /** For an event post: the event. */
  event: eventViewSchema.nullable(),
  is_repost: z.boolean(),
  /** Whether she has reposted this post herself. */
  reposted: z.boolean(),
  /** Only for her own posts: views and (reactions + comments) / views × 100. */
  insights: z.object({ views: z.number().int(), engagement_rate: z.number() }).nullable(),
  /** The group it was posted in. */
  group: z.object({ id: z.uuid(), name: z.string(), slug: z.string() }).nullable(),
  /** The listings shared in the post (doc 1 §3 "Listing embedded in a post"), in her order. */
  listings: z.array(sharedListingSchema),
  /** Her own scheduled post: when it will be published. */
  scheduled_for: z.string().nullable(),
  /** The link card of doc 1 §3, as the server made it when she posted. */
  link_preview: linkPreviewSchema.nullable().optional(),
  /** The song she put on the post (issue 21 §2); it plays on the card when someone presses play. */
  music: musicTrackSchema.nullable().optional(),
  /** The place she added (issue 21 §4): a city's centre, or the venue she picked. */
  place: postPlaceSchema.nullable().optional(),
  /** When she last edited it (the "edited" mark); null when never edited. */
  edited_at: z.string().nullable().optional(),
  /** Reactions by type (doc 1 §3 "per-type reaction counts"). */
  reaction_counts: z.record(z.enum(REACTION_TYPES), z.number().int()).optional(),
});
export type PostView = z.infer<typeof postViewSchema>;

/** `GET /api/feed`: the cursor is the previous page's `next_cursor`, opaque to clients (a keyset, core/cursor). */
export const feedQuerySchema = z.object({
  sort: z.enum(["recent", "top"]).default("recent"),
  cursor: cursorParam,
  limit: z.coerce.number().int().min(1).max(50).default(FeedLimits.pageSize),
});

export const groupFeedQuerySchema = feedQuerySchema.pick({ cursor: true, limit: true });

export const feedPageSchema = z.object({
  items: z.array(postViewSchema),
  next_cursor: z.string().nullable(),
});
export type FeedPage = z.infer<typeof feedPageSchema>;

export const reactionRequestSchema = z.object({ reaction_type: z.enum(REACTION_TYPES) });
export const reactionResultSchema = z.object({
  my_reaction: z.enum(REACTION_TYPES).nullable(),
  reaction_count: z.number().int(),
});

export const createCommentSchema = z.object({
  content: z
    .string()
    .trim()
    .min(1, FeedMessages.commentRequired)
    .max(FeedLimits.commentMax, FeedMessages.commentTooLong),
  parent_comment_id: z.uuid().optional(),
});

export const commentViewSchema = z.object({
  id: z.uuid(),
  post_id: z.uuid(),
  parent_comment_id: z.uuid().nullable(),
  author: authorSchema,
  content: z.string(),
  like_count: z.number().int(),
  reply_count: z.number().int(),
  liked: z.boolean(),
  is_owner: z.boolean(),
  created_at: z.string(),
});
export type CommentView = z.infer<typeof commentViewSchema>;

export const commentThreadSchema = commentViewSchema.extend({ replies: z.array(commentViewSchema) });
export const commentPageSchema = z.object({
  items: z.array(commentThreadSchema),
  /** `?cursor=` of the next 20 threads, or null on the last page. */
  next_cursor: z.string().nullable(),
});

export const commentPageQuerySchema = z.object({ cursor: cursorParam });
export const commentLikeResultSchema = z.object({ liked: z.boolean(), like_count: z.number().int() });

export const voteRequestSchema = z.object({
  option_ids: z.array(z.uuid()).min(1).max(FeedLimits.pollOptionsMax),
});
export const voteResultSchema = z.object({ poll: pollViewSchema, message: z.string().nullable() });

/** `GET /api/polls/{id}/voters`: who voted (for one option or all), newest first; the poll's author only. */
export const pollVotersQuerySchema = z.object({ option_id: z.uuid().optional() });
export const pollVotersSchema = z.object({
  total: z.number().int(),
  voters: z.array(authorSchema.extend({ option_id: z.uuid(), voted_at: z.string() })),
});
export type PollVoters = z.infer<typeof pollVotersSchema>;

export const repostRequestSchema = z.object({
  comment: z.string().trim().max(FeedLimits.postMax, FeedMessages.postTooLong).optional(),
});

export const hideRequestSchema = z.object({
  reasons: z.array(z.enum(HIDE_REASONS)).max(HIDE_REASONS.length).default([]),
});

export const postReportSchema = z.object({
  reason: z.enum(POST_REPORT_REASONS),
  description: z.string().trim().max(FeedLimits.reportDetailsMax).optional(),
});

export const flagResultSchema = z.object({ saved: z.boolean().optional(), hidden: z.boolean().optional() });

export const messageResultSchema = z.object({ message: z.string() });
