import type { ListingCard } from "@saheli/core/contracts/home";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../connect.js";
import { listings, shops } from "../schema/index.js";

/**
 * The listing's primary photo, else its first. Names are spelled out: in a select without joins Drizzle
 * leaves columns unqualified, and a bare "id" inside this subquery would mean listing_images.id.
 */
export const primaryImage = sql<string | null>`(
  select li.image_url from listing_images li
  where li.listing_id = "listings"."id"
  order by li.is_primary desc, li.position limit 1)`;

/** What a listing card shows, selected from listings joined to their shop. */
export const listingCardColumns = {
  id: listings.id,
  slug: listings.slug,
  title: listings.title,
  price: listings.price,
  sale_price: listings.sale_price,
  listing_type: listings.listing_type,
  average_rating: listings.average_rating,
  total_reviews: listings.total_reviews,
  image_url: primaryImage,
  shop: {
    id: shops.id,
    shop_name: shops.shop_name,
    slug: shops.slug,
    verified: shops.verified,
    shop_currency: shops.shop_currency,
  },
};

/** On sale: an active listing of an active shop. */
export const onSale: SQL = and(
  eq(listings.is_active, true),
  eq(listings.listing_status, "active"),
  eq(shops.is_active, true),
)!;

export type CardQuery = { where: SQL | undefined; orderBy: SQL[]; limit: number; offset?: number };

export async function listingCardsWhere(db: Db, query: CardQuery): Promise<ListingCard[]> {
  const rows = await db
    .select(listingCardColumns)
    .from(listings)
    .innerJoin(shops, eq(shops.id, listings.shop_id))
    .where(query.where)
    .orderBy(...query.orderBy)
    .limit(query.limit)
    .offset(query.offset ?? 0);
  return rows as ListingCard[];
}
