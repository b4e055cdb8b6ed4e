import type { CategoryCard, HomeSlide, ListingCard, ShopCard } from "@saheli/core/contracts/home";
import type { Language } from "@saheli/core/i18n/languages";
import { and, asc, desc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import { listingCardsWhere, onSale } from "../../db/fragments/listing-card.js";
import { shopCardColumns } from "../../db/fragments/shop-card.js";
import { categories, featuredShops, listings, shops, slides } from "../../db/schema/index.js";

/** A category's name in her language: the Hindi name where it has one (issue 20), else the English. */
export const categoryName = (language: Language) =>
  language === "hi" ? sql<string>`coalesce(${categories.name_hi}, ${categories.name})` : categories.name;

export function topCategories(db: Db, limit: number, language: Language = "en"): Promise<CategoryCard[]> {
  return db
    .select({
      id: categories.id,
      name: categoryName(language),
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

export function listingCards(db: Db, params: ListingCardParams): Promise<ListingCard[]> {
  return listingCardsWhere(db, {
    where: and(
      onSale,
      sql`${listings.listing_type} in ${params.types}`,
      params.featuredOnly ? eq(listings.is_featured, true) : undefined,
    ),
    orderBy: [desc(listings.average_rating), desc(listings.total_reviews), asc(listings.id)],
    limit: params.limit,
  });
}

/** Shops an admin featured come first, in her order (featured_shops); then the best rated. */
export function topShops(db: Db, limit: number): Promise<ShopCard[]> {
  return db
    .select(shopCardColumns)
    .from(shops)
    .leftJoin(featuredShops, eq(featuredShops.shop_id, shops.id))
    .where(eq(shops.is_active, true))
    .orderBy(
      sql`${featuredShops.position} asc nulls last`,
      desc(shops.average_rating),
      desc(shops.total_reviews),
      shops.id,
    )
    .limit(limit);
}

/** Only the shops an admin featured, in her order (/commerce's "Featured shops"). */
export function featuredShopCards(db: Db, limit: number): Promise<ShopCard[]> {
  return db
    .select(shopCardColumns)
    .from(featuredShops)
    .innerJoin(shops, eq(shops.id, featuredShops.shop_id))
    .where(eq(shops.is_active, true))
    .orderBy(asc(featuredShops.position), asc(featuredShops.created_at))
    .limit(limit);
}

/** The active home slides in the admins' order. */
export function homeSlides(db: Db, limit: number): Promise<HomeSlide[]> {
  return db
    .select({
      id: slides.id,
      title: slides.title,
      subtitle: slides.subtitle,
      image_url: slides.image_url,
      link_url: slides.link_url,
    })
    .from(slides)
    .where(and(eq(slides.type, "home"), eq(slides.is_active, true)))
    .orderBy(asc(slides.sort_order), asc(slides.created_at))
    .limit(limit);
}
