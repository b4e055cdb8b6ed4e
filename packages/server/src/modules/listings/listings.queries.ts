import type { ListingCard } from "@saheli/core/contracts/home";
import { type CursorKey, nextCursor } from "@saheli/core/cursor";
import type { Language } from "@saheli/core/i18n/languages";
import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/connect.js";
import { listingCardColumns, listingCardsWhere, onSale } from "../../db/fragments/listing-card.js";
import { cursorTime } from "../../db/keyset.js";
import {
  categories,
  listingImages,
  listings,
  listingTags,
  listingVariations,
  profiles,
  shops,
  wishlistItems,
} from "../../db/schema/index.js";
import { categoryName } from "../home/home.queries.js";

/** A listing with its shop, the shop's owner and its category, by id or slug. */
export async function findListing(
  db: Db,
  where: { id: string } | { slug: string },
  language: Language = "en",
) {
  const [row] = await db
    .select({
      listing: listings,
      shop: {
        id: shops.id,
        slug: shops.slug,
        shop_name: shops.shop_name,
        logo_url: shops.logo_url,
        verified: shops.verified,
        shop_currency: shops.shop_currency,
        average_rating: shops.average_rating,
        total_reviews: shops.total_reviews,
        is_active: shops.is_active,
        user_id: shops.user_id,
        policies: shops.policies,
        holiday_mode: shops.holiday_mode,
        holiday_message: shops.holiday_message,
      },
      owner: {
        id: profiles.id,
        username: profiles.username,
        full_name: profiles.full_name,
        avatar_url: profiles.avatar_url,
      },
      category: { id: categories.id, name: categoryName(language), seo_name: categories.seo_name },
    })
    .from(listings)
    .innerJoin(shops, eq(shops.id, listings.shop_id))
    .innerJoin(profiles, eq(profiles.id, shops.user_id))
    .leftJoin(categories, eq(categories.id, listings.category_id))
    .where("id" in where ? eq(listings.id, where.id) : eq(listings.slug, where.slug));
  return row;
}

/** Photos, variations and tags of one listing, and whether the viewer hearted it, in one round trip each. */
export async function listingParts(db: Db, listingId: string, viewerId: string | null) {
  const [images, variations, tags, hearted] = await Promise.all([
    db
      .select({ image_url: listingImages.image_url, is_primary: listingImages.is_primary })
      .from(listingImages)
      .where(eq(listingImages.listing_id, listingId))
      .orderBy(desc(listingImages.is_primary), asc(listingImages.position)),
    db
      .select({ name: listingVariations.variation_name, value: listingVariations.variation_value })
      .from(listingVariations)
      .where(eq(listingVariations.listing_id, listingId))
      .orderBy(asc(listingVariations.position)),
    db
      .select({ tag: listingTags.tag_name })
      .from(listingTags)
      .where(eq(listingTags.listing_id, listingId))
      .orderBy(asc(listingTags.tag_name)),
    viewerId
      ? db
          .select({ id: wishlistItems.id })
          .from(wishlistItems)
          .where(and(eq(wishlistItems.listing_id, listingId), eq(wishlistItems.user_id, viewerId)))
      : Promise.resolve([]),
  ]);
  return { images, variations, tags: tags.map((t) => t.tag), inWishlist: hearted.length > 0 };
}

/**
 * Doc 3 §9: up to 6 listings whose titles are at least 0.3 similar (pg_trgm), the most similar first. The
 * nearest titles come from the title's GiST trigram index in distance order (`<->`, stopping after a few
 * dozen), then are ranked exactly; the `%` match it replaces read every title sharing a trigram (90–260 ms at
 * 100,000 listings).
 */
export async function similarListings(
  db: Db,
  listing: { id: string; title: string },
  limit: number,
  threshold: number,
) {
  const nearest = db
    .select({
      id: listings.id,
      distance: sql<number>`lower(${listings.title}) <-> lower(${listing.title})`.as("distance"),
    })
    .from(listings)
    .innerJoin(shops, eq(shops.id, listings.shop_id))
    .where(and(onSale, ne(listings.id, listing.id)))
    .orderBy(sql`lower(${listings.title}) <-> lower(${listing.title})`)
    .limit(SIMILAR_CANDIDATES)
    .as("nearest");
  const similarity = sql`similarity(${listings.title}, ${listing.title})`;
  return listingCardsWhere(db, {
    where: and(
      sql`${listings.id} in (select ${nearest.id} from ${nearest} where ${nearest.distance} <= ${1 - threshold})`,
      sql`${similarity} >= ${threshold}`,
    ),
    orderBy: [sql`${similarity} desc`, desc(listings.average_rating), desc(listings.id)],
    limit,
  });
}

/** How many nearest titles are ranked for the similar listings (ties past these are not looked at). */
const SIMILAR_CANDIDATES = 48;

/** Her listing: the shop's owner is part of the `where`, so another vendor's listing is never found. */
export async function ownedListing(db: Executor, userId: string, listingId: string) {
  const [row] = await db
    .select({ id: listings.id, shop_id: listings.shop_id, title: listings.title })
    .from(listings)
    .innerJoin(shops, eq(shops.id, listings.shop_id))
    .where(
      and(eq(listings.id, listingId), eq(shops.user_id, userId), ne(listings.listing_status, "deleted")),
    );
  return row;
}

export type ShopListingsQuery = {
  shopId: string;
  includeInactive: boolean;
  limit: number;
  after: CursorKey | null;
  type?: string;
};

/**
 * A shop's listings: on sale for everyone; the owner also sees her inactive ones. Featured first, then newest,
 * a page from the cursor on (its score is 1 for a featured listing).
 */
export async function shopListingCards(db: Db, q: ShopListingsQuery) {
  const after = q.after
    ? sql`(${listings.is_featured}, ${listings.created_at}, ${listings.id}) < (${q.after.score === 1}::boolean, ${q.after.at}::timestamptz, ${q.after.id}::uuid)`
    : undefined;
  const rows = await db
    .select({
      ...listingCardColumns,
      featured: listings.is_featured,
      cursor_at: cursorTime(listings.created_at),
    })
    .from(listings)
    .innerJoin(shops, eq(shops.id, listings.shop_id))
    .where(
      and(
        eq(listings.shop_id, q.shopId),
        q.includeInactive ? ne(listings.listing_status, "deleted") : onSale,
        q.type ? eq(listings.listing_type, q.type) : undefined,
        after,
      ),
    )
    .orderBy(desc(listings.is_featured), desc(listings.created_at), desc(listings.id))
    .limit(q.limit + 1);
  return {
    items: rows.slice(0, q.limit).map(({ featured: _f, cursor_at: _c, ...card }) => card as ListingCard),
    next_cursor: nextCursor(rows, q.limit, (row) => ({
      at: row.cursor_at,
      id: row.id,
      score: row.featured ? 1 : 0,
    })),
  };
}
