import { z } from "zod";
import { PLACE_KINDS, PLACE_PRECISIONS, PlaceLimits } from "../places";

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

/** A place as search offers it. */
export const placeResultSchema = z.object({
  name: z.string(),
  kind: z.enum(PLACE_KINDS),
  city: z.string(),
  state: z.string(),
  lat: latitude,
  lng: longitude,
  precision: z.enum(PLACE_PRECISIONS),
});
export type PlaceResult = z.infer<typeof placeResultSchema>;

export const placeSearchQuerySchema = z.object({
  q: z.string().trim().min(PlaceLimits.queryMin).max(PlaceLimits.queryMax),
});
export const placeSearchResponseSchema = z.object({
  items: z.array(placeResultSchema),
  /** Whether venues from the geocoder are in the list (GEOCODER_URL set and answering). */
  venues: z.boolean(),
});

export const placeReverseQuerySchema = z.object({
  lat: z.coerce.number().pipe(latitude),
  lng: z.coerce.number().pipe(longitude),
});

/** The place sent with a new post (doc 1 §3 "location"); the server decides how precisely it is kept. */
export const postPlaceInputSchema = z.object({
  name: z.string().trim().min(1).max(PlaceLimits.nameMax),
  city: z.string().trim().max(PlaceLimits.nameMax).default(""),
  state: z.string().trim().max(PlaceLimits.nameMax).default(""),
  lat: latitude,
  lng: longitude,
  precision: z.enum(PLACE_PRECISIONS),
});
export type PostPlaceInput = z.input<typeof postPlaceInputSchema>;

/** The place on a post card, as anyone may see it. */
export const postPlaceSchema = z.object({
  name: z.string(),
  city: z.string(),
  state: z.string(),
  lat: z.number(),
  lng: z.number(),
  precision: z.enum(PLACE_PRECISIONS),
});
export type PostPlace = z.infer<typeof postPlaceSchema>;
