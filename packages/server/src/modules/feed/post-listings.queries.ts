import type { ListingCard } from "@saheli/core/contracts/home";
import type { SharedListing } from "@saheli/core/contracts/post-listings";
import type { ListingType } from "@saheli/core/listings";
import { type ShareKind, ShareLimits, sharedState, shareKindTypes } from "@saheli/core/shoppable";
import { and, asc, desc, eq, ilike, inArray, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/connect.js";
import { listingCardColumns, onSale } from "../../db/fragments/listing-card.js";
import { listings, listingVariations, postListings, shops } from "../../db/schema/index.js";

const onSaleNow = sql<boolean>`(${listings.is_active} and ${listings.listing_status} = 'active' and ${shops.is_active})`;

/**
 * The listings shared by these posts, in one query whatever the page size, each post's in her order. Stock and
 * availability are read now, so an old post shows "Sold out" or "no longer available" rather than a stale card.
 */
export async function sharedListingsOf(db: Db, postIds: string[]): Promise<Map<string, SharedListing[]>> {
  const byPost = new Map<string, SharedListing[]>();
  if (postIds.length === 0) return byPost;
  const rows = await db
    .select({
      ...listingCardColumns,
      post_id: postListings.post_id,
      quantity: listings.quantity,
      vendor_id: shops.user_id,
      has_variations: sql<boolean>`exists (select 1 from ${listingVariations} v where v.listing_id = ${listings.id})`,
      on_sale: onSaleNow,
    })
    .from(postListings)
    .innerJoin(listings, eq(listings.id, postListings.listing_id))
    .innerJoin(shops, eq(shops.id, listings.shop_id))
    .where(inArray(postListings.post_id, postIds))
    .orderBy(asc(postListings.post_id), asc(postListings.position));
  for (const { post_id, quantity, vendor_id, has_variations, on_sale, ...columns } of rows) {
    const card = columns as ListingCard;
    const state = sharedState({ on_sale, listing_type: card.listing_type, quantity });
    const shared: SharedListing = {
      listing_id: card.id,
      state,
      // A listing taken off sale keeps its place on the post, not its details.
      listing: state === "unavailable" ? null : { ...card, quantity, has_variations, vendor_id },
    };
    byPost.set(post_id, [...(byPost.get(post_id) ?? []), shared]);
  }
  return byPost;
}

/** Of these listings, the ids that are hers (her shop's) and on sale now. Ownership is in the where. */
export async function ownListingsOnSale(db: Db, userId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: listings.id })
    .from(listings)
    .innerJoin(shops, eq(shops.id, listings.shop_id))
    .where(and(inArray(listings.id, ids), eq(shops.user_id, userId), onSale));
  return new Set(rows.map((row) => row.id));
}

/** Her listings on sale of one picker's kind, newest first, optionally matching words of the title. */
export async function shareableListings(
  db: Db,
  params: { userId: string; kind: ShareKind; q?: string },
): Promise<ListingCard[]> {
  const words = params.q?.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await db
    .select(listingCardColumns)
    .from(listings)
    .innerJoin(shops, eq(shops.id, listings.shop_id))
    .where(
      and(
        eq(shops.user_id, params.userId),
        onSale,
        inArray(listings.listing_type, shareKindTypes[params.kind] as ListingType[]),
        words ? ilike(listings.title, `%${words}%`) : undefined,
      ),
    )
    .orderBy(desc(listings.created_at), asc(listings.id))
    .limit(ShareLimits.pickerMax);
  return rows as ListingCard[];
}

export async function hasShop(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: shops.id }).from(shops).where(eq(shops.user_id, userId)).limit(1);
  return row !== undefined;
}

/** Inside the post's transaction: its listings, numbered from 1 in her order. */
export async function insertPostListings(tx: Executor, postId: string, listingIds: string[]) {
  if (listingIds.length === 0) return;
  await tx
    .insert(postListings)
    .values(listingIds.map((listingId, i) => ({ post_id: postId, listing_id: listingId, position: i + 1 })));
}
