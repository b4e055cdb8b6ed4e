import { z } from "zod";
import { SHARE_KINDS, ShareLimits } from "../shoppable";
import { listingCardSchema } from "./home";

/** A listing on a post's card: what the card shows and what the cart needs to take it in. */
export const shoppableListingSchema = listingCardSchema.extend({
  quantity: z.number().int(),
  has_variations: z.boolean(),
  vendor_id: z.uuid(),
});
export type ShoppableListing = z.infer<typeof shoppableListingSchema>;

/**
 * One listing shared in a post, in her order. A listing that is no longer on sale keeps its place but not its
 * details (`listing` null): the card says it is no longer available.
 */
export const sharedListingSchema = z.object({
  listing_id: z.uuid(),
  state: z.enum(["on_sale", "sold_out", "unavailable"]),
  listing: shoppableListingSchema.nullable(),
});
export type SharedListing = z.infer<typeof sharedListingSchema>;

/** `GET /api/posts/shareable-listings`: her listings on sale for one picker, searchable, at most 50. */
export const shareableQuerySchema = z.object({
  kind: z.enum(SHARE_KINDS),
  q: z.string().trim().max(ShareLimits.pickerQueryMax).optional(),
});

export const shareableListSchema = z.object({
  items: z.array(listingCardSchema),
  /** Whether she has a shop at all: without one the pickers are not offered. */
  has_shop: z.boolean(),
});
export type ShareableList = z.infer<typeof shareableListSchema>;
