import { z } from "zod";
import { ITEM_TYPES } from "../category-filters";

export const listingTypeSchema = z.enum(["physical", "digital", "service"]);

export const listingCardSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  price: z.number(),
  sale_price: z.number().nullable(),
  listing_type: listingTypeSchema,
  average_rating: z.number(),
  total_reviews: z.number().int(),
  image_url: z.string().nullable(),
  shop: z.object({
    id: z.uuid(),
    shop_name: z.string(),
    slug: z.string(),
    verified: z.boolean(),
    shop_currency: z.string(),
  }),
});

export const categoryCardSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  seo_name: z.string(),
  image_url: z.string().nullable(),
  product_count: z.number().int(),
});

export const shopCardSchema = z.object({
  id: z.uuid(),
  shop_name: z.string(),
  slug: z.string(),
  logo_url: z.string().nullable(),
  shop_description: z.string().nullable(),
  shop_categories: z.array(z.string()),
  verified: z.boolean(),
  average_rating: z.number(),
  total_reviews: z.number().int(),
});

/** A home slide an admin made (issue 23 §2): image, title, optional words and link. */
export const homeSlideSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  subtitle: z.string().nullable(),
  image_url: z.string(),
  link_url: z.string().nullable(),
});
export type HomeSlide = z.infer<typeof homeSlideSchema>;

/** `GET /api/home`: what the home page shows above the fold. */
export const homeResponseSchema = z.object({
  slides: z.array(homeSlideSchema),
  categories: z.array(categoryCardSchema),
  featured: z.array(listingCardSchema),
  services: z.array(listingCardSchema),
  shops: z.array(shopCardSchema),
});

export type ListingCard = z.infer<typeof listingCardSchema>;
export type CategoryCard = z.infer<typeof categoryCardSchema>;
export type ShopCard = z.infer<typeof shopCardSchema>;
export type HomeResponse = z.infer<typeof homeResponseSchema>;

/** `GET /api/commerce/featured-shops`: the shops the admins feature, in their order. */
export const featuredShopsSchema = z.object({ items: z.array(shopCardSchema) });

/** `GET /api/categories`: the active categories in display order, for pickers and filters. */
export const categoryListSchema = z.object({ items: z.array(categoryCardSchema) });
export type CategoryList = z.infer<typeof categoryListSchema>;

/** `GET /api/categories/{seo name or id}/listings?…filters`: one page, its total and the category's facets. */
export const categoryPageSchema = z.object({
  category: categoryCardSchema.extend({ description: z.string().nullable() }),
  items: z.array(listingCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  facets: z.object({
    tags: z.array(z.object({ tag: z.string(), count: z.number().int() })),
    variants: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
    /** Its sub-categories, for the "Categories" filter (doc 3 §2.15). */
    categories: z.array(
      z.object({
        name: z.string(),
        seo_name: z.string(),
        icon: z.string().nullable(),
        count: z.number().int(),
      }),
    ),
  }),
});
export type CategoryPage = z.infer<typeof categoryPageSchema>;

/** `GET /api/commerce?filter=&page=`: one shelf of the marketplace, 20 at a time. */
export const commerceQuerySchema = z.object({
  filter: z.string().max(20).optional(),
  /** Words from the header's search box, matched in titles and descriptions until the search issue ranks them. */
  search: z.string().trim().max(200).optional(),
  /** Products (physical and digital) or services only, as the category filter's item type; the search box's
   *  "in Services" scope sends `service`. Anything else shows every kind. */
  type: z.enum(ITEM_TYPES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(500).catch(1).default(1),
});
export const commercePageSchema = z.object({
  items: z.array(listingCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type CommercePage = z.infer<typeof commercePageSchema>;
