import type { CoworkingDetails } from "@saheli/core/contracts/coworking";
import type { CursorKey } from "@saheli/core/cursor";
import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Executor, SqlRows } from "../../db/connect.js";
import { listingCardColumns, onSale } from "../../db/fragments/listing-card.js";
import { afterKey, cursorTime } from "../../db/keyset.js";
import { coworkingSpaces, listings, shops } from "../../db/schema/index.js";

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
 * Marks (or changes) her service as a co-working space: the row is written only from a service of a shop she
 * owns (ownership in the `where`); answers whether it was.
 */
export async function saveSpace(db: Executor, listingId: string, ownerId: string, space: CoworkingDetails) {
  const result = await db.execute(sql`
    insert into ${coworkingSpaces} (listing_id, city, address, amenities, pass_type)
    select l.id, ${space.city}, ${space.address}, ${sql.param(space.amenities)}::text[], ${space.pass_type}
    from ${listings} l join ${shops} s on s.id = l.shop_id
    where l.id = ${listingId} and s.user_id = ${ownerId} and l.listing_type = 'service'
    on conflict (listing_id) do update set city = excluded.city, address = excluded.address,
      amenities = excluded.amenities, pass_type = excluded.pass_type
    returning listing_id`);
  return (result as unknown as SqlRows).rows.length > 0;
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
    .innerJoin(shops, eq(shops.id, listings.shop_id))
    .where(
      and(
        onSale,
        eq(listings.listing_type, "service"),
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
    .innerJoin(shops, eq(shops.id, listings.shop_id))
    .where(and(onSale, eq(listings.listing_type, "service")))
    .groupBy(sql`lower(${coworkingSpaces.city})`)
    .orderBy(sql`count(*) desc`, asc(sql`min(${coworkingSpaces.city})`));
}
