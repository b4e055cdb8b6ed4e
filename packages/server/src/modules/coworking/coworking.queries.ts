import type { CoworkingDetails } from "@saheli/core/contracts/coworking";
import { COWORKING_CATEGORY } from "@saheli/core/coworking";
import type { CursorKey } from "@saheli/core/cursor";
import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Executor, SqlRows } from "../../db/connect.js";
import { listingCardColumns, onSale } from "../../db/fragments/listing-card.js";
import { afterKey, cursorTime } from "../../db/keyset.js";
import { categories, coworkingSpaces, listings, shops } from "../../db/schema/index.js";
import { recountCategories } from "../categories/categories.queries.js";

/** Her own listing: the shop's owner in the `where`, so anyone else finds nothing. */
export async function ownedListing(db: Executor, listingId: string, ownerId: string) {
  const [row] = await db
    .select({
      id: listings.id,
      title: listings.title,
      slug: listings.slug,
      listing_type: listings.listing_type,
      space: {
        city: coworkingSpaces.city,
        address: coworkingSpaces.address,
        amenities: coworkingSpaces.amenities,
        pass_type: coworkingSpaces.pass_type,
      },
    })
    .from(listings)
    .innerJoin(shops, eq(shops.id, listings.shop_id))
    .leftJoin(coworkingSpaces, eq(coworkingSpaces.listing_id, listings.id))
    .where(and(eq(listings.id, listingId), eq(shops.user_id, ownerId)));
  return row;
}

/**
 * Marks (or changes) her service as a co-working space: the service moves into the Co-working category and its
 * space's details are written, only for a service of a shop she owns (ownership in the `where`); answers whether
 * it was. Call inside a transaction (the category counts are recounted with it).
 */
export async function saveSpace(db: Executor, listingId: string, ownerId: string, space: CoworkingDetails) {
  const moved = await db.execute(sql`
    update ${listings} l set category_id = c.id, updated_at = now()
    from ${shops} s, ${categories} c
    where l.id = ${listingId} and s.id = l.shop_id and s.user_id = ${ownerId} and l.listing_type = 'service'
      and c.seo_name = ${COWORKING_CATEGORY}
    returning l.id`);
  if ((moved as unknown as SqlRows).rows.length === 0) return false;
  await db.execute(sql`
    insert into ${coworkingSpaces} (listing_id, city, address, amenities, pass_type)
    values (${listingId}, ${space.city}, ${space.address}, ${sql.param(space.amenities)}::text[], ${space.pass_type})
    on conflict (listing_id) do update set city = excluded.city, address = excluded.address,
      amenities = excluded.amenities, pass_type = excluded.pass_type`);
  await recountCategories(db);
  return true;
}

/** Unmarks her service; answers whether a space of hers was removed. */
export async function removeSpace(db: Executor, listingId: string, ownerId: string) {
  const rows = await db
    .delete(coworkingSpaces)
    .where(
      and(
        eq(coworkingSpaces.listing_id, listingId),
        sql`exists (select 1 from ${listings} l join ${shops} s on s.id = l.shop_id
          where l.id = ${coworkingSpaces.listing_id} and s.user_id = ${ownerId})`,
      ),
    )
    .returning({ listing_id: coworkingSpaces.listing_id });
  return rows.length > 0;
}

const sameCity = (city: string): SQL => sql`lower(${coworkingSpaces.city}) = lower(${city})`;
/** A space is a service in the Co-working category with its details written. */
const inCoworkingCategory = and(
  eq(categories.seo_name, COWORKING_CATEGORY),
  eq(listings.listing_type, "service"),
);

/** A page of spaces on sale after the cursor's (created_at, id), newest listing first; one more than asked. */
export async function spacePage(
  db: Executor,
  params: { city?: string; after: CursorKey | null; limit: number },
) {
  return db
    .select({
      ...listingCardColumns,
      city: coworkingSpaces.city,
      address: coworkingSpaces.address,
      amenities: coworkingSpaces.amenities,
      pass_type: coworkingSpaces.pass_type,
      cursor_at: cursorTime(listings.created_at),
    })
    .from(coworkingSpaces)
    .innerJoin(listings, eq(listings.id, coworkingSpaces.listing_id))
    .innerJoin(categories, eq(categories.id, listings.category_id))
    .innerJoin(shops, eq(shops.id, listings.shop_id))
    .where(
      and(
        onSale,
        inCoworkingCategory,
        params.city ? sameCity(params.city) : undefined,
        afterKey(listings.created_at, listings.id, params.after, "desc"),
      ),
    )
    .orderBy(desc(listings.created_at), desc(listings.id))
    .limit(params.limit + 1);
}

/** Cities with spaces on sale and how many, the most first; a city spelled two ways counts once. */
export async function cityCounts(db: Executor) {
  return db
    .select({ city: sql<string>`min(${coworkingSpaces.city})`, count: sql<number>`count(*)::int` })
    .from(coworkingSpaces)
    .innerJoin(listings, eq(listings.id, coworkingSpaces.listing_id))
    .innerJoin(categories, eq(categories.id, listings.category_id))
    .innerJoin(shops, eq(shops.id, listings.shop_id))
    .where(and(onSale, inCoworkingCategory))
    .groupBy(sql`lower(${coworkingSpaces.city})`)
    .orderBy(sql`count(*) desc`, asc(sql`min(${coworkingSpaces.city})`));
}
