import type { ShoppingListing } from "@saheli/core/contracts/cart";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/connect.js";
import { primaryImage } from "../../db/fragments/listing-card.js";
import { cartItems, listings, listingVariations, shops, wishlistItems } from "../../db/schema/index.js";

/** The listing as cart and wishlist lines show it, with whether it is on sale right now. */
const shoppingColumns = {
  id: listings.id,
  slug: listings.slug,
  title: listings.title,
  price: listings.price,
  sale_price: listings.sale_price,
  quantity: listings.quantity,
  listing_type: listings.listing_type,
  image_url: primaryImage,
  shop_id: shops.id,
  shop_name: shops.shop_name,
  shop_slug: shops.slug,
  shop_currency: shops.shop_currency,
  vendor_id: shops.user_id,
  has_variations: sql<boolean>`exists (select 1 from ${listingVariations} v where v.listing_id = ${listings.id})`,
};
const onSaleColumn = sql<boolean>`(${listings.is_active} and ${listings.listing_status} = 'active' and ${shops.is_active})`;

export async function cartRows(db: Executor, userId: string) {
  const rows = await db
    .select({
      id: cartItems.id,
      quantity: cartItems.quantity,
      variant_data: cartItems.variant_data,
      added_at: cartItems.added_at,
      listing: shoppingColumns,
      on_sale: onSaleColumn,
    })
    .from(cartItems)
    .innerJoin(listings, eq(listings.id, cartItems.listing_id))
    .innerJoin(shops, eq(shops.id, listings.shop_id))
    .where(eq(cartItems.user_id, userId))
    .orderBy(asc(cartItems.added_at), asc(cartItems.id));
  return rows as (Omit<(typeof rows)[number], "listing"> & { listing: ShoppingListing })[];
}

export async function wishlistRows(db: Executor, userId: string) {
  const rows = await db
    .select({
      id: wishlistItems.id,
      created_at: wishlistItems.created_at,
      listing: shoppingColumns,
      on_sale: onSaleColumn,
    })
    .from(wishlistItems)
    .innerJoin(listings, eq(listings.id, wishlistItems.listing_id))
    .innerJoin(shops, eq(shops.id, listings.shop_id))
    .where(eq(wishlistItems.user_id, userId))
    .orderBy(desc(wishlistItems.created_at), desc(wishlistItems.id));
  return rows as (Omit<(typeof rows)[number], "listing"> & { listing: ShoppingListing })[];
}

/**
 * The listing row locked for this transaction: every cart change to one listing waits its turn, so
 * concurrent adds are checked against the same stock one after another.
 */
export async function lockListing(tx: Executor, listingId: string) {
  const [row] = await tx
    .select({
      id: listings.id,
      title: listings.title,
      quantity: listings.quantity,
      listing_type: listings.listing_type,
      on_sale: onSaleColumn,
      shop_name: shops.shop_name,
      holiday_mode: shops.holiday_mode,
      holiday_message: shops.holiday_message,
    })
    .from(listings)
    .innerJoin(shops, eq(shops.id, listings.shop_id))
    .where(eq(listings.id, listingId))
    .for("update", { of: listings });
  return row;
}

/** The listing's choices, name → values. */
export async function variationsOf(db: Executor, listingId: string): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ name: listingVariations.variation_name, value: listingVariations.variation_value })
    .from(listingVariations)
    .where(eq(listingVariations.listing_id, listingId));
  const byName = new Map<string, string[]>();
  for (const row of rows) byName.set(row.name, [...(byName.get(row.name) ?? []), row.value]);
  return byName;
}

export function deleteCartLines(db: Executor, userId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve();
  return db.delete(cartItems).where(and(eq(cartItems.user_id, userId), inArray(cartItems.id, ids)));
}
