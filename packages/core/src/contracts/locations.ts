import { z } from "zod";
import { LOCATION_LABELS, LocationLimits, LocationMessages, PINCODE } from "../locations";

const required = (message: string, max: number) => z.string().trim().min(1, message).max(max);

/** The add-address form (doc 3 §5), as the server checks it. */
export const locationInputSchema = z.object({
  label: z.enum(LOCATION_LABELS).default("home"),
  name: required(LocationMessages.nameRequired, LocationLimits.nameMax),
  full_name: z.string().trim().max(LocationLimits.nameMax).optional(),
  phone: z
    .string()
    .trim()
    .regex(/^\d{0,15}$/, LocationMessages.phoneInvalid)
    .optional(),
  pincode: z.string().trim().regex(PINCODE, LocationMessages.pincodeInvalid),
  city: required(LocationMessages.cityRequired, 100),
  state: required(LocationMessages.stateRequired, 100),
  country: z.string().trim().min(2).max(60).default("India"),
  address_line: z.string().trim().max(LocationLimits.lineMax).optional(),
  address_line_2: z.string().trim().max(LocationLimits.lineMax).optional(),
  is_default: z.boolean().default(false),
});
export type LocationInput = z.input<typeof locationInputSchema>;

export const locationSchema = z.object({
  id: z.uuid(),
  label: z.enum(LOCATION_LABELS),
  name: z.string(),
  full_name: z.string().nullable(),
  phone: z.string().nullable(),
  pincode: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  address_line: z.string().nullable(),
  address_line_2: z.string().nullable(),
  address_type: z.enum(["home", "work"]),
  is_default: z.boolean(),
  created_at: z.string(),
});
export type DeliveryLocation = z.infer<typeof locationSchema>;
export const locationListSchema = z.object({ items: z.array(locationSchema) });

/** `GET /api/pincodes/{pincode}`: the place a pincode belongs to, from India Post's directory. */
export const pincodePlaceSchema = z.object({
  pincode: z.string(),
  city: z.string(),
  district: z.string(),
  state: z.string(),
});
export type PincodePlace = z.infer<typeof pincodePlaceSchema>;

/** `GET /api/geocode/reverse?lat=&lon=`: where the device is, when a geocoder is configured. */
export const reverseQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
});
export const reversePlaceSchema = z.object({
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  pincode: z.string().nullable(),
});
export type ReversePlace = z.infer<typeof reversePlaceSchema>;
