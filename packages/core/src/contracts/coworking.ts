import { z } from "zod";
import {
  CoworkingLimits,
  CoworkingMessages,
  normalizeAmenities,
  normalizeCity,
  PASS_TYPES,
} from "../coworking";
import { listingCardSchema } from "./home";
import { cursorParam } from "./paging";

/** `PUT /api/vendor/listings/{id}/coworking`: where her space is, what it offers, and its passes. */
export const coworkingInputSchema = z.object({
  city: z
    .string(CoworkingMessages.cityRequired)
    .transform(normalizeCity)
    .pipe(
      z
        .string()
        .min(1, CoworkingMessages.cityRequired)
        .max(CoworkingLimits.cityMax, CoworkingMessages.cityTooLong),
    ),
  address: z
    .string(CoworkingMessages.addressRequired)
    .trim()
    .min(1, CoworkingMessages.addressRequired)
    .max(CoworkingLimits.addressMax, CoworkingMessages.addressTooLong),
  amenities: z
    .array(z.string().max(CoworkingLimits.amenityMax, CoworkingMessages.amenityTooLong))
    .max(CoworkingLimits.amenitiesMax, CoworkingMessages.tooManyAmenities)
    .default([])
    .transform(normalizeAmenities),
  pass_type: z.enum(PASS_TYPES, CoworkingMessages.passType),
});
export type CoworkingInput = z.input<typeof coworkingInputSchema>;

export const coworkingDetailsSchema = z.object({
  city: z.string(),
  address: z.string(),
  amenities: z.array(z.string()),
  pass_type: z.enum(PASS_TYPES),
});
export type CoworkingDetails = z.infer<typeof coworkingDetailsSchema>;

/** `GET /api/vendor/listings/{id}/coworking`: her service and its space details, null while not listed. */
export const vendorCoworkingSchema = z.object({
  listing: z.object({ id: z.uuid(), title: z.string(), slug: z.string() }),
  space: coworkingDetailsSchema.nullable(),
});
export type VendorCoworking = z.infer<typeof vendorCoworkingSchema>;

export const coworkingSpaceSchema = listingCardSchema.extend(coworkingDetailsSchema.shape);
export type CoworkingSpace = z.infer<typeof coworkingSpaceSchema>;

/** `GET /api/coworking/spaces?city=&cursor=`: spaces on sale, newest listing first. */
export const coworkingSpacesQuerySchema = z.object({
  city: z.string().max(CoworkingLimits.cityMax).transform(normalizeCity).optional(),
  cursor: cursorParam,
});
export const coworkingSpacePageSchema = z.object({
  items: z.array(coworkingSpaceSchema),
  /** `?cursor=` of the next page, or null on the last. */
  next_cursor: z.string().nullable(),
});
export type CoworkingSpacePage = z.infer<typeof coworkingSpacePageSchema>;

/** `GET /api/coworking/cities`: the cities that have spaces on sale, with how many. */
export const coworkingCitiesSchema = z.object({
  items: z.array(z.object({ city: z.string(), count: z.number().int() })),
});
export type CoworkingCities = z.infer<typeof coworkingCitiesSchema>;
