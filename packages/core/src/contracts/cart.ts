import { z } from "zod";
import { CartLimits } from "../cart";
import { LISTING_TYPES } from "../listings";

const variantSchema = z.record(z.string().trim().min(1).max(50), z.string().trim().min(1).max(50));

export const cartAddSchema = z.object({
  listing_id: z.uuid(),
  quantity: z.number().int().min(1).max(CartLimits.quantityMax).default(1),
  variant_data: variantSchema.nullish(),
});
export type CartAdd = z.input<typeof cartAddSchema>;

export const cartUpdateSchema = z.object({ quantity: z.number().int().min(0).max(CartLimits.quantityMax) });

/** A guest's local cart, merged on sign-in: lines that can't be kept are dropped, quantities capped. */
export const cartMergeSchema = z.object({
  items: z
    .array(
      cartAddSchema.extend({
        quantity: z
          .number()
          .int()
          .min(1)
          .transform((q) => Math.min(q, CartLimits.quantityMax)),
      }),
    )
    .max(CartLimits.linesMax),
});

/** The listing as the cart and wishlist show it, always with today's price and stock. */
export const shoppingListingSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  price: z.number(),
  sale_price: z.number().nullable(),
  quantity: z.number().int(),
  listing_type: z.enum(LISTING_TYPES),
  image_url: z.string().nullable(),
  shop_id: z.uuid(),
  shop_name: z.string(),
  shop_slug: z.string(),
  shop_currency: z.string(),
  vendor_id: z.uuid(),
  /** A listing with choices (size, colour) must be chosen on its page before it goes in the cart. */
  has_variations: z.boolean(),
});
export type ShoppingListing = z.infer<typeof shoppingListingSchema>;

export const cartLineSchema = z.object({
  id: z.uuid(),
  quantity: z.number().int(),
  variant_data: z.record(z.string(), z.string()).nullable(),
  added_at: z.string(),
  listing: shoppingListingSchema,
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartViewSchema = z.object({
  items: z.array(cartLineSchema),
  /** What validation changed since she last looked: dropped lines and capped quantities, in words. */
  notices: z.array(z.string()),
});
export type CartView = z.infer<typeof cartViewSchema>;

export const cartAddResultSchema = cartViewSchema.extend({ message: z.string() });

export const wishlistItemSchema = z.object({
  id: z.uuid(),
  created_at: z.string(),
  listing: shoppingListingSchema,
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;
export const wishlistViewSchema = z.object({ items: z.array(wishlistItemSchema) });
export type WishlistView = z.infer<typeof wishlistViewSchema>;
