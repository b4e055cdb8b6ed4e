import { REVIEWABLE_ORDER_STATUSES } from "@saheli/core/reviews";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/connect.js";
import { listingReviews, listings, orderItems, orders, profiles, shops } from "../../db/schema/index.js";

/**
 * Puts the listing's and its shop's average_rating and total_reviews back in line with the review rows.
 * Called inside the transaction that changed a review, so the counters never disagree with the rows.
 */
export async function recountRatings(tx: Executor, listingId: string, shopId: string) {
  // Concurrent reviews of one shop wait here, so each count below sees the rows committed before it.
  await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId)).for("update");
  const stats = (where: ReturnType<typeof eq>) =>
    tx
      .select({
        total: count(),
        average: sql<number>`coalesce(round(avg(${listingReviews.rating}), 1), 0)::float8`,
      })
      .from(listingReviews)
      .innerJoin(listings, eq(listings.id, listingReviews.listing_id))
      .where(where);
  const [[listing], [shop]] = await Promise.all([
    stats(eq(listingReviews.listing_id, listingId)),
    stats(eq(listings.shop_id, shopId)),
  ]);
  await tx
    .update(listings)
    .set({ average_rating: listing?.average ?? 0, total_reviews: listing?.total ?? 0 })
    .where(eq(listings.id, listingId));
  await tx
    .update(shops)
    .set({ average_rating: shop?.average ?? 0, total_reviews: shop?.total ?? 0 })
    .where(eq(shops.id, shopId));
}

export type ReviewScope = { listingId: string } | { shopId: string };

const inScope = (scope: ReviewScope) =>
  "listingId" in scope ? eq(listingReviews.listing_id, scope.listingId) : eq(listings.shop_id, scope.shopId);

/** A listing on sale, with its shop's owner: the only kind anyone may review. */
export async function reviewableListing(db: Db, listingId: string) {
  const [row] = await db
    .select({
      id: listings.id,
      title: listings.title,
      slug: listings.slug,
      listing_type: listings.listing_type,
      shop_id: listings.shop_id,
      owner: shops.user_id,
    })
    .from(listings)
    .innerJoin(shops, eq(shops.id, listings.shop_id))
    .where(
      and(
        eq(listings.id, listingId),
        eq(listings.is_active, true),
        eq(listings.listing_status, "active"),
        eq(shops.is_active, true),
      ),
    );
  return row;
}

/**
 * Her latest order line of the listing that reached her (delivered, or returned after delivery): what lets
 * her review it. Undefined when she has never had it delivered.
 */
export async function deliveredLine(db: Executor, listingId: string, buyerId: string) {
  const [row] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.order_id))
    .where(
      and(
        eq(orderItems.listing_id, listingId),
        eq(orders.buyer_id, buyerId),
        inArray(orders.order_status, [...REVIEWABLE_ORDER_STATUSES]),
      ),
    )
    .orderBy(sql`${orders.delivered_at} desc nulls last`, desc(orders.created_at), desc(orderItems.id))
    .limit(1);
  return row;
}

/** Review rows with their author and listing, newest first; only one author's when `authorId` is given. */
export function reviewRows(db: Db, scope: ReviewScope, authorId?: string) {
  return db
    .select({
      id: listingReviews.id,
      rating: listingReviews.rating,
      comment: listingReviews.comment,
      order_item_id: listingReviews.order_item_id,
      created_at: listingReviews.created_at,
      updated_at: listingReviews.updated_at,
      reply: listingReviews.reply,
      reply_at: listingReviews.reply_at,
      author: {
        id: profiles.id,
        username: profiles.username,
        full_name: profiles.full_name,
        avatar_url: profiles.avatar_url,
      },
      listing: {
        id: listings.id,
        title: listings.title,
        slug: listings.slug,
        listing_type: listings.listing_type,
      },
    })
    .from(listingReviews)
    .innerJoin(listings, eq(listings.id, listingReviews.listing_id))
    .innerJoin(profiles, eq(profiles.id, listingReviews.user_id))
    .where(and(inScope(scope), authorId ? eq(listingReviews.user_id, authorId) : undefined))
    .orderBy(desc(listingReviews.created_at), desc(listingReviews.id));
}

/** How many reviews gave each number of stars. */
export async function starCounts(db: Db, scope: ReviewScope) {
  const rows = await db
    .select({ stars: listingReviews.rating, count: count() })
    .from(listingReviews)
    .innerJoin(listings, eq(listings.id, listingReviews.listing_id))
    .where(inScope(scope))
    .groupBy(listingReviews.rating);
  return Object.fromEntries(rows.map((r) => [r.stars, r.count]));
}
