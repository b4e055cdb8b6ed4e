import { z } from "zod";
import { ShopFrontLimits, ShopFrontMessages } from "../shop-front";
import { listingCardSchema } from "./home";

/** `PUT /api/vendor/shop/sections`: her sections in order, each with its listings in order (replaces them all). */
export const shopSectionsInputSchema = z.object({
  sections: z
    .array(
      z.object({
        title: z
          .string()
          .trim()
          .min(1, ShopFrontMessages.sectionTitleRequired)
          .max(ShopFrontLimits.sectionTitleMax, ShopFrontMessages.sectionTitleTooLong),
        listing_ids: z
          .array(z.uuid())
          .max(ShopFrontLimits.listingsPerSectionMax, ShopFrontMessages.tooManyListings)
          .refine((ids) => new Set(ids).size === ids.length, ShopFrontMessages.repeatedListing),
      }),
    )
    .max(ShopFrontLimits.sectionsMax, ShopFrontMessages.tooManySections),
});
export type ShopSectionsInput = z.input<typeof shopSectionsInputSchema>;

export const shopSectionSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  listing_ids: z.array(z.uuid()),
  /** Its listings on sale, in her order (one she has since hidden or sold out for good is left out). */
  listings: z.array(listingCardSchema),
});
export type ShopSection = z.infer<typeof shopSectionSchema>;

/** Her shop front: the banner and the sections, for `/curate-shop` (hers) and `/shop/{slug}` (everyone). */
export const shopFrontSchema = z.object({
  shop_id: z.uuid(),
  banner_url: z.string().nullable(),
  sections: z.array(shopSectionSchema),
});
export type ShopFront = z.infer<typeof shopFrontSchema>;

export const shopBannerSchema = z.object({ banner_url: z.string().nullable() });
