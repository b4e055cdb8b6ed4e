import { z } from "zod";
import { LISTING_TYPES, ListingLimits, ListingMessages } from "../listings";
import { listingCardSchema } from "./home";
import { cursorParam } from "./paging";
import { shopOwnerSchema, shopPoliciesSchema } from "./shops";

/** GST slabs a listing's price may include (per cent), for GST-registered shops (issue 18). */
export const GST_RATES = [0, 0.25, 3, 5, 12, 18, 28] as const;
export const ListingTaxMessages = {
  hsnInvalid: "HSN code must be 4 to 8 digits",
  gstRateInvalid: `GST rate must be one of ${GST_RATES.join(", ")} per cent`,
} as const;
const HSN_PATTERN = /^\d{4,8}$/;

const money = z.number().min(0).max(ListingLimits.priceMax).multipleOf(0.01);

/**
 * Create or replace a listing (doc 3 §3 "Listing"); the shop is hers, never taken from the body. Featuring is
 * Saheli's choice, not the vendor's: `is_featured` is not a field here, so a body that sends it is ignored.
 */
export const listingInputSchema = z
  .object({
    listing_type: z.enum(LISTING_TYPES, ListingMessages.invalidType),
    title: z.string().trim().min(1, "Please give the listing a title").max(ListingLimits.titleMax),
    description: z.string().trim().max(ListingLimits.descriptionMax).default(""),
    price: money,
    sale_price: money.nullish(),
    quantity: z.number().int().min(0).max(ListingLimits.quantityMax).default(0),
    category_id: z.uuid().nullish(),
    images: z
      .array(z.object({ url: z.string().max(500), is_primary: z.boolean().default(false) }))
      .max(ListingLimits.imagesMax)
      .default([]),
    variations: z
      .array(
        z.object({
          name: z.string().trim().min(1).max(ListingLimits.variationTextMax),
          value: z.string().trim().min(1).max(ListingLimits.variationTextMax),
        }),
      )
      .max(ListingLimits.variationsMax)
      .default([]),
    tags: z
      .array(z.string().trim().toLowerCase().min(1).max(ListingLimits.tagMax))
      .max(ListingLimits.tagsMax)
      .default([]),
    digital_file_path: z.string().max(500).nullish(),
    booking_duration_minutes: z
      .number()
      .int()
      .min(ListingLimits.bookingMinutesMin)
      .max(ListingLimits.bookingMinutesMax)
      .nullish(),
    is_online: z.boolean().default(false),
    requires_approval: z.boolean().default(false),
    is_active: z.boolean().default(true),
    hsn_code: z
      .string()
      .trim()
      .refine((v) => v === "" || HSN_PATTERN.test(v), ListingTaxMessages.hsnInvalid)
      .transform((v) => v || null)
      .nullish(),
    gst_rate: z
      .number()
      .refine((v) => (GST_RATES as readonly number[]).includes(v), ListingTaxMessages.gstRateInvalid)
      .nullish(),
  })
  .refine((l) => l.sale_price == null || l.sale_price < l.price, {
    message: ListingMessages.salePriceTooHigh,
    path: ["sale_price"],
  })
  .refine((l) => l.listing_type !== "digital" || Boolean(l.digital_file_path), {
    message: ListingMessages.digitalFileRequired,
    path: ["digital_file_path"],
  })
  .refine((l) => l.listing_type !== "service" || l.booking_duration_minutes != null, {
    message: ListingMessages.bookingDurationRequired,
    path: ["booking_duration_minutes"],
  });
export type ListingInput = z.input<typeof listingInputSchema>;

/** A listing's page: everything a buyer reads, and the owner's own fields when it is hers. */
export const listingDetailSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  price: z.number(),
  sale_price: z.number().nullable(),
  quantity: z.number().int(),
  listing_type: z.enum(LISTING_TYPES),
  is_active: z.boolean(),
  is_online: z.boolean(),
  is_featured: z.boolean(),
  requires_approval: z.boolean(),
  booking_duration_minutes: z.number().int().nullable(),
  hsn_code: z.string().nullable(),
  /** The GST rate (per cent) her price includes, when she set one. */
  gst_rate: z.number().nullable(),
  average_rating: z.number(),
  total_reviews: z.number().int(),
  created_at: z.string(),
  category: z.object({ id: z.uuid(), name: z.string(), seo_name: z.string() }).nullable(),
  images: z.array(z.object({ image_url: z.string(), is_primary: z.boolean() })),
  variations: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  tags: z.array(z.string()),
  shop: z.object({
    id: z.uuid(),
    slug: z.string(),
    shop_name: z.string(),
    logo_url: z.string().nullable(),
    verified: z.boolean(),
    shop_currency: z.string(),
    average_rating: z.number(),
    total_reviews: z.number().int(),
    owner: shopOwnerSchema,
    /** Issue 19: her policies (shown on the page when set) and holiday mode (buying paused, her message shown). */
    policies: shopPoliciesSchema,
    holiday_mode: z.boolean(),
    holiday_message: z.string().nullable(),
  }),
  is_owner: z.boolean(),
  in_wishlist: z.boolean(),
  has_digital_file: z.boolean(),
  /** The owner's own: where her digital file is kept, so an edit can keep it. Null for everyone else. */
  digital_file_path: z.string().nullable(),
  similar: z.array(listingCardSchema),
});
export type ListingDetail = z.infer<typeof listingDetailSchema>;

export const listingPageSchema = z.object({
  items: z.array(listingCardSchema),
  /** `?cursor=` of the next page, or null on the last. */
  next_cursor: z.string().nullable(),
});
export type ListingPage = z.infer<typeof listingPageSchema>;

export const shopListingsQuerySchema = z.object({
  type: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(50).default(24),
  cursor: cursorParam,
});

/** `POST /api/listings/files`: a digital listing's file, kept private until someone buys it. */
export const listingFileSchema = z.object({ path: z.string(), filename: z.string(), size: z.number().int() });

/** Her own listings on the vendor dashboard, by what needs her attention (doc 3 §2.9 /vendor/products). */
export const VENDOR_LISTING_FILTERS = ["all", "active", "hidden", "out_of_stock"] as const;
export type VendorListingFilter = (typeof VENDOR_LISTING_FILTERS)[number];

export const vendorListingsQuerySchema = z.object({
  filter: z.enum(VENDOR_LISTING_FILTERS).default("all"),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  cursor: cursorParam,
});

export const vendorListingSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  listing_type: z.enum(LISTING_TYPES),
  price: z.number(),
  sale_price: z.number().nullable(),
  quantity: z.number().int(),
  is_active: z.boolean(),
  is_featured: z.boolean(),
  average_rating: z.number(),
  total_reviews: z.number().int(),
  image_url: z.string().nullable(),
  updated_at: z.string(),
});
export type VendorListing = z.infer<typeof vendorListingSchema>;

export const vendorListingPageSchema = z.object({
  items: z.array(vendorListingSchema),
  counts: z.record(z.enum(VENDOR_LISTING_FILTERS), z.number().int()),
  /** `?cursor=` of the next page, or null on the last. */
  next_cursor: z.string().nullable(),
});
export type VendorListingPage = z.infer<typeof vendorListingPageSchema>;

export const listingVisibilitySchema = z.object({ is_active: z.boolean() });

/** An admin features a listing (first in its shop and on the featured shelf) or stops featuring it. */
export const listingFeaturedSchema = z.object({ is_featured: z.boolean() });
