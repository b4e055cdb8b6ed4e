import type { CategoryCard, ListingCard, ShopCard } from "@saheli/core/contracts/home";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import { categories, listingImages, listings, shops } from "../../db/schema/index.js";

export function topCategories(db: Db, limit: number): Promise<CategoryCard[]> {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      seo_name: categories.seo_name,
      image_url: categories.image_url,
      product_count: categories.product_count,
    })
    .from(categories)
    .where(and(eq(categories.status, "A"), eq(categories.level, 0), gt(categories.product_count, 0)))
    .orderBy(categories.position)
    .limit(limit);
}

type ListingCardParams = { types: ListingCard["listing_type"][]; featuredOnly: boolean; limit: number };

export async function listingCards(db: Db, params: ListingCardParams): Promise<ListingCard[]> {
  const primaryImage = sql<string | null>`(
    select ${listingImages.image_url} from ${listingImages}
    where ${listingImages.listing_id} = ${listings.id}
    order by ${listingImages.is_primary} desc, ${listingImages.position} limit 1)`;
  const rows = await db
    .select({
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
    })
    .from(listings)
    .innerJoin(shops, eq(shops.id, listings.shop_id))
    .where(
      and(
        eq(listings.is_active, true),
        eq(listings.listing_status, "active"),
        eq(shops.is_active, true),
        sql`${listings.listing_type} in ${params.types}`,
        params.featuredOnly ? eq(listings.is_featured, true) : undefined,
      ),
    )
    .orderBy(desc(listings.average_rating), desc(listings.total_reviews), listings.id)
    .limit(params.limit);
  return rows as ListingCard[];
}

export function topShops(db: Db, limit: number): Promise<ShopCard[]> {
  return db
    .select({
      id: shops.id,
      shop_name: shops.shop_name,
      slug: shops.slug,
      logo_url: shops.logo_url,
      shop_description: shops.shop_description,
      shop_categories: shops.shop_categories,
      verified: shops.verified,
      average_rating: shops.average_rating,
      total_reviews: shops.total_reviews,
    })
    .from(shops)
    .where(eq(shops.is_active, true))
    .orderBy(desc(shops.average_rating), desc(shops.total_reviews), shops.id)
    .limit(limit);
}
