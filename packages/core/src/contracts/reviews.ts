import { z } from "zod";
import { ReviewLimits, ReviewMessages } from "../reviews";

/** `POST` / `PUT /api/listings/{id}/reviews`: her stars and words. */
export const reviewInputSchema = z.object({
  rating: z
    .number(ReviewMessages.ratingRequired)
    .int(ReviewMessages.ratingRequired)
    .min(ReviewLimits.ratingMin, ReviewMessages.ratingRequired)
    .max(ReviewLimits.ratingMax, ReviewMessages.ratingRequired),
  comment: z.string().trim().max(ReviewLimits.commentMax).default(""),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

export const reviewSchema = z.object({
  id: z.uuid(),
  rating: z.number().int(),
  comment: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  author: z.object({
    id: z.uuid(),
    username: z.string().nullable(),
    full_name: z.string().nullable(),
    avatar_url: z.string().nullable(),
  }),
  /** Shop-wide lists say which listing each review is about. */
  listing: z.object({ id: z.uuid(), title: z.string(), slug: z.string(), listing_type: z.string() }),
  is_mine: z.boolean(),
  /** Written on a delivered order of the listing; false on reviews from before orders existed. */
  verified_purchase: z.boolean(),
  /** The shop's one public answer (issue 19 §1 Reviews), and when it was posted; null until she replies. */
  reply: z.string().nullable(),
  reply_at: z.string().nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewSummarySchema = z.object({
  average_rating: z.number(),
  total_reviews: z.number().int(),
  distribution: z.array(z.object({ stars: z.number().int(), count: z.number().int(), percent: z.number() })),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const reviewPageSchema = z.object({
  summary: reviewSummarySchema,
  items: z.array(reviewSchema),
  /** Hers on this listing, wherever it falls in the pages; null when she has none or is signed out. */
  mine: reviewSchema.nullable(),
  /** Whether she may write one now: signed in, not the seller, none yet, and a delivered order of it. */
  can_review: z.boolean(),
  next_offset: z.number().int().nullable(),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;

export const reviewPageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(ReviewLimits.pageSize),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
