import { FilterLimits, type ItemType } from "@saheli/core/category-filters";
import type { CommerceShelf } from "@saheli/core/commerce";
import { TRENDING_DAYS } from "@saheli/core/commerce";
import { normalizeQuery } from "@saheli/core/search";
import { and, count, desc, eq, gte, isNotNull, lt, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import { listingCardsWhere, onSale } from "../../db/fragments/listing-card.js";
import { LISTING_SEARCH_DOCUMENT, textMatch } from "../../db/fragments/text-search.js";
import { listings, shops } from "../../db/schema/index.js";

/** What each shelf holds and in which order; "bestsellers" counts reviews until orders exist. */
function shelf(name: CommerceShelf, now: Date): { where?: SQL; orderBy: SQL[] } {
  switch (name) {
    case "featured":
      return {
        where: eq(listings.is_featured, true),
        orderBy: [desc(listings.average_rating), desc(listings.id)],
      };
    case "bestsellers":
      return { orderBy: [desc(listings.total_reviews), desc(listings.average_rating), desc(listings.id)] };
    case "deals":
      return {
        where: and(isNotNull(listings.sale_price), lt(listings.sale_price, listings.price)),
        orderBy: [
          desc(sql`(${listings.price} - ${listings.sale_price}) / nullif(${listings.price}, 0)`),
          desc(listings.id),
        ],
      };
    case "trending":
      return {
        where: gte(listings.created_at, new Date(now.getTime() - TRENDING_DAYS * 86_400_000)),
        orderBy: [desc(listings.total_reviews), desc(listings.average_rating), desc(listings.created_at)],
      };
    default:
      return { orderBy: [desc(listings.is_featured), desc(listings.average_rating), desc(listings.id)] };
  }
}

export async function commerceShelf(
  db: Db,
  name: CommerceShelf,
  page: number,
  now: Date,
  search?: string,
  type?: ItemType,
) {
  const { where, orderBy } = shelf(name, now);
  const q = normalizeQuery(search);
  // Something typed that is no word at all (only punctuation) finds nothing, rather than everything.
  if (search?.trim() && !q) return { items: [], total: 0, page, page_size: FilterLimits.pageSize };
  // The search box's matching (words, prefixes while typing, typos), on the listings' own GIN indexes.
  const filter = and(
    onSale,
    where,
    // As the category page's item type: products are physical and digital listings.
    type === "service" ? eq(listings.listing_type, "service") : undefined,
    type === "product" ? ne(listings.listing_type, "service") : undefined,
    q ? textMatch(LISTING_SEARCH_DOCUMENT, sql`${listings.title}`, q) : undefined,
  );
  const [items, [total]] = await Promise.all([
    listingCardsWhere(db, {
      where: filter,
      orderBy,
      limit: FilterLimits.pageSize,
      offset: (page - 1) * FilterLimits.pageSize,
    }),
    db.select({ n: count() }).from(listings).innerJoin(shops, eq(shops.id, listings.shop_id)).where(filter),
  ]);
  return { items, total: total?.n ?? 0, page, page_size: FilterLimits.pageSize };
}
