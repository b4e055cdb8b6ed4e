import type { ProductDetails, StockHistoryPage } from "@saheli/core/contracts/vendor-products";
import type { CursorKey } from "@saheli/core/cursor";
import { CursorMessages, encodeCursor } from "@saheli/core/cursor";
import { AppErrorCode } from "@saheli/core/errors";
import { ListingLimits, ListingMessages, listingSlug } from "@saheli/core/listings";
import type { Db } from "../../db/connect.js";
import { listingImages, listings, listingTags, listingVariations } from "../../db/schema/index.js";
import { AppError } from "../../errors.js";
import type { Clock } from "../../platform/clock.js";
import type { CategoriesService } from "../categories/categories.service.js";
import {
  addStockChange,
  listingToCopy,
  ownedProduct,
  productFigures,
  stockHistory,
} from "./stock.queries.js";

const listingDenied = () =>
  new AppError(AppErrorCode.LISTING_ACCESS_DENIED, 404, ListingMessages.accessDenied);

const COPY_SUFFIX = " (copy)";
const DAY_MS = 24 * 60 * 60 * 1000;

/** "Silk saree" → "Silk saree (copy)", shortened so the whole title stays within the limit. */
export function copyTitle(title: string): string {
  const room = ListingLimits.titleMax - COPY_SUFFIX.length;
  const base = title.length > room ? `${title.slice(0, room - 1).trimEnd()}…` : title;
  return `${base}${COPY_SUFFIX}`;
}

/** India's calendar day of an instant (product views are counted per IST day). */
const istDay = (at: Date) => new Date(at.getTime() + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 10);

/**
 * Product Details (`/vendor/products/{id}`): one of her listings with its figures and stock history, and a
 * paused copy of it. Another vendor's listing is answered as not found.
 */
export function productDetailsService({
  db,
  clock,
  categoryCounts,
}: {
  db: Db;
  clock: Clock;
  categoryCounts: Pick<CategoriesService, "recount">;
}) {
  async function details(userId: string, listingId: string): Promise<ProductDetails> {
    const listing = await ownedProduct(db, userId, listingId);
    if (!listing) throw listingDenied();
    const since = istDay(new Date(clock.now().getTime() - 29 * DAY_MS));
    const figures = await productFigures(db, listingId, since);
    const { average_rating, total_reviews, ...shown } = listing;
    return {
      listing: {
        ...shown,
        created_at: listing.created_at.toISOString(),
        updated_at: listing.updated_at.toISOString(),
      },
      stats: {
        views: figures.views,
        views_30d: figures.views30,
        orders: figures.orders,
        units_sold: figures.units,
        revenue: figures.revenue,
        average_rating,
        total_reviews,
      },
    };
  }

  /**
   * Her listing's stock changes, newest first. The cursor's key is the last change shown: its time, the
   * listing's id and (as its score) the change's own number, which orders the history.
   */
  async function history(
    userId: string,
    listingId: string,
    limit: number,
    after: CursorKey | null,
  ): Promise<StockHistoryPage> {
    if (!(await ownedProduct(db, userId, listingId))) throw listingDenied();
    if (after && (after.id !== listingId || !Number.isInteger(after.score) || (after.score ?? 0) <= 0)) {
      throw AppError.badRequest(CursorMessages.invalid);
    }
    const rows = await stockHistory(db, listingId, after?.score ?? null, limit);
    const last = rows[limit - 1];
    return {
      items: rows.slice(0, limit).map(({ cursor_at: _at, created_at, ...row }) => ({
        ...row,
        created_at: created_at.toISOString(),
      })),
      next_cursor:
        rows.length > limit && last
          ? encodeCursor({ at: last.cursor_at, id: listingId, score: last.id })
          : null,
    };
  }

  /** A paused copy "… (copy)" with its photos, choices and tags; its stock is written as her edit. */
  async function duplicate(userId: string, listingId: string) {
    if (!(await ownedProduct(db, userId, listingId))) throw listingDenied();
    const source = await listingToCopy(db, listingId);
    if (!source) throw listingDenied();
    const { listing, images, variations, tags } = source;
    const id = crypto.randomUUID();
    const title = copyTitle(listing.title);
    const slug = listingSlug(title, id);
    const now = clock.now();
    await db.transaction(async (tx) => {
      await tx.insert(listings).values({
        ...listing,
        id,
        title,
        slug,
        is_active: false,
        is_featured: false,
        listing_status: "active",
        average_rating: 0,
        total_reviews: 0,
        created_at: now,
        updated_at: now,
      });
      if (images.length > 0) {
        await tx
          .insert(listingImages)
          .values(images.map((image, position) => ({ ...image, listing_id: id, position })));
      }
      if (variations.length > 0) {
        await tx
          .insert(listingVariations)
          .values(variations.map((v, position) => ({ ...v, listing_id: id, position })));
      }
      if (tags.length > 0) {
        await tx.insert(listingTags).values(tags.map((tag) => ({ ...tag, listing_id: id })));
      }
      await addStockChange(tx, {
        listingId: id,
        delta: listing.quantity,
        quantityAfter: listing.quantity,
        reason: "edit",
        actorId: userId,
        at: now,
      });
      await categoryCounts.recount(tx);
    });
    return { id, slug, title };
  }

  return { details, history, duplicate };
}

export type ProductDetailsService = ReturnType<typeof productDetailsService>;
