import type { StockChangeReason } from "@saheli/core/contracts/vendor-products";
import type { ListingType } from "@saheli/core/listings";
import { and, asc, desc, eq, inArray, lt, ne, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/connect.js";
import { primaryImage } from "../../db/fragments/listing-card.js";
import { cursorTime } from "../../db/keyset.js";
import {
  listingImages,
  listings,
  listingTags,
  listingVariations,
  orderItems,
  orders,
  productViews,
  profiles,
  shops,
  stockChanges,
} from "../../db/schema/index.js";

/** The listing's stock, its row locked until the transaction ends (every stock writer takes this lock). */
export async function lockedStock(tx: Executor, listingId: string): Promise<number | undefined> {
  const [row] = await tx
    .select({ quantity: listings.quantity })
    .from(listings)
    .where(eq(listings.id, listingId))
    .for("update");
  return row?.quantity;
}

export type StockChangeRow = {
  listingId: string;
  delta: number;
  quantityAfter: number;
  reason: StockChangeReason;
  actorId: string | null;
  at: Date;
};

/** One line of the listing's stock history; nothing when nothing changed. */
export async function addStockChange(tx: Executor, change: StockChangeRow) {
  if (change.delta === 0) return;
  await tx.insert(stockChanges).values({
    listing_id: change.listingId,
    delta: change.delta,
    quantity_after: change.quantityAfter,
    reason: change.reason,
    actor_id: change.actorId,
    created_at: change.at,
  });
}

/** Her listing with what Product Details shows of it (ownership in the `where`; deleted ones are gone). */
export async function ownedProduct(db: Executor, userId: string, listingId: string) {
  const [row] = await db
    .select({
      id: listings.id,
      slug: listings.slug,
      title: listings.title,
      listing_type: sql<ListingType>`${listings.listing_type}`,
      price: listings.price,
      sale_price: listings.sale_price,
      quantity: listings.quantity,
      is_active: listings.is_active,
      image_url: primaryImage,
      currency: shops.shop_currency,
      average_rating: listings.average_rating,
      total_reviews: listings.total_reviews,
      created_at: listings.created_at,
      updated_at: listings.updated_at,
    })
    .from(listings)
    .innerJoin(shops, eq(shops.id, listings.shop_id))
    .where(
      and(eq(listings.id, listingId), eq(shops.user_id, userId), ne(listings.listing_status, "deleted")),
    );
  return row;
}

/** Orders, units and revenue of one listing (cancelled and refunded orders left out), and its views. */
export async function productFigures(db: Executor, listingId: string, viewsSince: string) {
  const [sales, views] = await Promise.all([
    db
      .select({
        orders: sql<number>`count(distinct ${orderItems.order_id})::int`,
        units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int`,
        revenue: sql<string>`coalesce(sum(${orderItems.line_total}), 0)::text`,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.order_id))
      .where(
        and(
          eq(orderItems.listing_id, listingId),
          sql`${orders.order_status} not in ('cancelled', 'refunded')`,
        ),
      ),
    db
      .select({
        all: sql<number>`count(*)::int`,
        recent: sql<number>`(count(*) filter (where ${productViews.day} >= ${viewsSince}::date))::int`,
      })
      .from(productViews)
      .where(eq(productViews.listing_id, listingId)),
  ]);
  return {
    orders: sales[0]?.orders ?? 0,
    units: sales[0]?.units ?? 0,
    revenue: Number(sales[0]?.revenue ?? 0),
    views: views[0]?.all ?? 0,
    views30: views[0]?.recent ?? 0,
  };
}

/** A page of the listing's stock history, newest first, after the change with id `beforeId`. */
export async function stockHistory(db: Executor, listingId: string, beforeId: number | null, limit: number) {
  return db
    .select({
      id: stockChanges.id,
      delta: stockChanges.delta,
      quantity_after: stockChanges.quantity_after,
      reason: sql<StockChangeReason>`${stockChanges.reason}`,
      order_number: orders.order_number,
      actor_name: profiles.full_name,
      created_at: stockChanges.created_at,
      cursor_at: cursorTime(stockChanges.created_at),
    })
    .from(stockChanges)
    .leftJoin(orders, eq(orders.id, stockChanges.order_id))
    .leftJoin(profiles, eq(profiles.id, stockChanges.actor_id))
    .where(
      and(
        eq(stockChanges.listing_id, listingId),
        beforeId === null ? undefined : lt(stockChanges.id, beforeId),
      ),
    )
    .orderBy(desc(stockChanges.id))
    .limit(limit + 1);
}

/** The listing and its parts as they are, for a copy. */
export async function listingToCopy(db: Executor, listingId: string) {
  const [[listing], images, variations, tags] = await Promise.all([
    db.select().from(listings).where(eq(listings.id, listingId)),
    db
      .select({ image_url: listingImages.image_url, is_primary: listingImages.is_primary })
      .from(listingImages)
      .where(eq(listingImages.listing_id, listingId))
      .orderBy(asc(listingImages.position)),
    db
      .select({
        variation_name: listingVariations.variation_name,
        variation_value: listingVariations.variation_value,
      })
      .from(listingVariations)
      .where(eq(listingVariations.listing_id, listingId))
      .orderBy(asc(listingVariations.position)),
    db
      .select({ tag_name: listingTags.tag_name })
      .from(listingTags)
      .where(eq(listingTags.listing_id, listingId)),
  ]);
  return listing ? { listing, images, variations, tags } : undefined;
}

/** Her shop's listings (not deleted) as the export lists them, oldest first. */
export async function exportRows(db: Db, shopId: string) {
  return db
    .select({
      id: listings.id,
      slug: listings.slug,
      title: listings.title,
      price: listings.price,
      sale_price: listings.sale_price,
      quantity: listings.quantity,
      is_active: listings.is_active,
    })
    .from(listings)
    .where(and(eq(listings.shop_id, shopId), ne(listings.listing_status, "deleted")))
    .orderBy(asc(listings.created_at), asc(listings.id));
}

/**
 * The listings a CSV names, with whose they are. `lock`: each row locked, one by one in id order, so two imports
 * (or an import and a checkout) that share listings queue instead of deadlocking.
 */
export async function csvListings(tx: Executor, ids: readonly string[], ownerId: string, lock: boolean) {
  if (ids.length === 0) return [];
  const query = tx
    .select({
      id: listings.id,
      title: listings.title,
      listing_type: sql<ListingType>`${listings.listing_type}`,
      price: listings.price,
      sale_price: listings.sale_price,
      quantity: listings.quantity,
      hers: sql<boolean>`${shops.user_id} = ${ownerId}`,
      deleted: sql<boolean>`${listings.listing_status} = 'deleted'`,
    })
    .from(listings)
    .innerJoin(shops, eq(shops.id, listings.shop_id))
    .where(inArray(listings.id, [...ids]))
    .orderBy(asc(listings.id));
  return lock ? query.for("update", { of: listings }) : query;
}
