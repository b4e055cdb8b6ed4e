import { z } from "zod";
import { JOB_TYPES, PAY_PERIODS } from "../jobs";
import {
  collectionNameProblem,
  normalizeCollectionName,
  SAVED_KINDS,
  SavedLimits,
  SavedMessages,
} from "../saved";
import { listingCardSchema } from "./home";
import { cursorParam } from "./paging";

export const savedKindSchema = z.enum(SAVED_KINDS);

/** A collection's name: trimmed, spaces collapsed, 1–50 characters. */
export const collectionNameSchema = z
  .string(SavedMessages.nameRequired)
  .transform(normalizeCollectionName)
  .superRefine((name, ctx) => {
    const problem = collectionNameProblem(name);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/** `POST /api/saved/collections` and `PATCH /api/saved/collections/{id}`. */
export const collectionInputSchema = z.object({ name: collectionNameSchema });
export type CollectionInput = z.input<typeof collectionInputSchema>;

export const savedCollectionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** Saved things in it that she can still open. */
  item_count: z.number().int(),
  /** The newest picture among its things, for the collection's tile. */
  cover_url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SavedCollection = z.infer<typeof savedCollectionSchema>;

/** `GET /api/saved/collections`: her collections (newest first) and the counts of "All saved" and the unsorted. */
export const savedCollectionsSchema = z.object({
  collections: z.array(savedCollectionSchema),
  all_count: z.number().int(),
  unsorted_count: z.number().int(),
  all_cover_url: z.string().nullable(),
});
export type SavedCollections = z.infer<typeof savedCollectionsSchema>;

const savedBase = {
  saved_at: z.string(),
  /** The collection it sits in, or null when only in "All saved". */
  collection_id: z.uuid().nullable(),
};

export const savedPostSummarySchema = z.object({
  id: z.uuid(),
  title: z.string().nullable(),
  excerpt: z.string(),
  image_url: z.string().nullable(),
  is_repost: z.boolean(),
  created_at: z.string(),
  author: z.object({
    id: z.uuid(),
    username: z.string().nullable(),
    full_name: z.string(),
    avatar_url: z.string().nullable(),
  }),
});

export const savedJobSummarySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  business_name: z.string(),
  location: z.string(),
  is_remote: z.boolean(),
  job_type: z.enum(JOB_TYPES),
  pay_min: z.number().int(),
  pay_max: z.number().int(),
  pay_period: z.enum(PAY_PERIODS),
  closes_on: z.string(),
  closed_at: z.string().nullable(),
  is_open: z.boolean(),
});

/** One saved thing, newest saved first: a post she may still read, a listing on sale, a job. */
export const savedItemSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("post"), ...savedBase, post: savedPostSummarySchema }),
  z.object({ kind: z.literal("listing"), ...savedBase, listing: listingCardSchema }),
  z.object({ kind: z.literal("job"), ...savedBase, job: savedJobSummarySchema }),
]);
export type SavedItem = z.infer<typeof savedItemSchema>;

/**
 * `GET /api/saved?kind=&collection=&cursor=&limit=`: `collection` is `all` (the default), `none` (in no
 * collection) or a collection's id.
 */
export const savedQuerySchema = z.object({
  kind: savedKindSchema.optional(),
  collection: z.union([z.enum(["all", "none"]), z.uuid()]).default("all"),
  cursor: cursorParam,
  limit: z.coerce.number().int().min(1).max(50).default(SavedLimits.pageSize),
});

export const savedPageSchema = z.object({
  items: z.array(savedItemSchema),
  next_cursor: z.string().nullable(),
});
export type SavedPage = z.infer<typeof savedPageSchema>;

/**
 * `PUT /api/saved/{kind}/{id}`: save it (if she has not) and put it in a collection, or in none with `null`.
 * Moving a saved thing between collections is the same call.
 */
export const placeRequestSchema = z.object({ collection_id: z.uuid().nullable().default(null) });
export type PlaceRequest = z.input<typeof placeRequestSchema>;
export const placeResultSchema = z.object({ saved: z.literal(true), collection_id: z.uuid().nullable() });
export type PlaceResult = z.infer<typeof placeResultSchema>;
