import type { VendorListingFilter, VendorListingPage } from "@saheli/core/contracts/listings";
import { type CursorKey, nextCursor } from "@saheli/core/cursor";
import { AppErrorCode } from "@saheli/core/errors";
import { ListingMessages, type ListingType } from "@saheli/core/listings";
import { and, count, desc, eq, lte, ne, type SQL } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import { primaryImage } from "../../db/fragments/listing-card.js";
import { afterKey, cursorTime } from "../../db/keyset.js";
import { listings } from "../../db/schema/index.js";
import { AppError } from "../../errors.js";
import type { Bus } from "../../platform/bus.js";
import type { Clock } from "../../platform/clock.js";
import type { CategoriesService } from "../categories/categories.service.js";
import type { ShopsService } from "../shops/shops.service.js";
import { ownedListing } from "./listings.queries.js";
import type { SimilarListings } from "./similar-cache.js";

const filters: Record<VendorListingFilter, SQL | undefined> = {
  all: undefined,
  active: eq(listings.is_active, true),
  hidden: eq(listings.is_active, false),
  out_of_stock: and(eq(listings.listing_type, "physical"), lte(listings.quantity, 0)),
};

/** The vendor dashboard's view of her listings, and showing or hiding one without opening the form. */
export function vendorListingsService({
  db,
  clock,
  bus,
  similar,
  shops,
  categoryCounts,
}: {
  db: Db;
  clock: Clock;
  bus: Bus;
  similar: Pick<SimilarListings, "forget">;
  shops: Pick<ShopsService, "openShopOf">;
  categoryCounts: Pick<CategoriesService, "recount">;
}) {
  async function shopOf(userId: string) {
    const shop = await shops.openShopOf(userId);
    if (!shop) throw new AppError(AppErrorCode.SHOP_ACCESS_DENIED, 403, ListingMessages.shopAccessDenied);
    return shop;
  }

  async function page(
    userId: string,
    filter: VendorListingFilter,
    limit: number,
    after: CursorKey | null,
  ): Promise<VendorListingPage> {
    const shop = await shopOf(userId);
    const hers = and(eq(listings.shop_id, shop.id), ne(listings.listing_status, "deleted"));
    const [rows, ...tallies] = await Promise.all([
      db
        .select({
          id: listings.id,
          slug: listings.slug,
          title: listings.title,
          listing_type: listings.listing_type,
          price: listings.price,
          sale_price: listings.sale_price,
          quantity: listings.quantity,
          is_active: listings.is_active,
          is_featured: listings.is_featured,
          average_rating: listings.average_rating,
          total_reviews: listings.total_reviews,
          image_url: primaryImage,
          updated_at: listings.updated_at,
          cursor_at: cursorTime(listings.updated_at),
        })
        .from(listings)
        .where(and(hers, filters[filter], afterKey(listings.updated_at, listings.id, after, "desc")))
        .orderBy(desc(listings.updated_at), desc(listings.id))
        .limit(limit + 1),
      ...(Object.keys(filters) as VendorListingFilter[]).map((name) =>
        db
          .select({ n: count() })
          .from(listings)
          .where(and(hers, filters[name]))
          .then(([row]) => [name, row?.n ?? 0] as const),
      ),
    ]);
    return {
      items: rows.slice(0, limit).map(({ cursor_at: _key, ...row }) => ({
        ...row,
        listing_type: row.listing_type as ListingType,
        updated_at: row.updated_at.toISOString(),
      })),
      counts: Object.fromEntries(tallies) as Record<VendorListingFilter, number>,
      next_cursor: nextCursor(rows, limit, (row) => ({ at: row.cursor_at, id: row.id })),
    };
  }

  /** Shown to buyers or hidden from them; carts holding it hear of the change. */
  async function setVisibility(userId: string, listingId: string, isActive: boolean) {
    await db.transaction(async (tx) => {
      if (!(await ownedListing(tx, userId, listingId))) {
        throw new AppError(AppErrorCode.LISTING_ACCESS_DENIED, 403, ListingMessages.accessDenied);
      }
      await tx
        .update(listings)
        .set({ is_active: isActive, updated_at: clock.now() })
        .where(eq(listings.id, listingId));
      await categoryCounts.recount(tx);
    });
    similar?.forget();
    await bus.publish(`listing:${listingId}`, { name: "listing-updated", data: { listingId } });
    return { is_active: isActive };
  }

  return { page, setVisibility };
}
