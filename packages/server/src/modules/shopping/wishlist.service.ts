import { CartMessages } from "@saheli/core/cart";
import type { WishlistView } from "@saheli/core/contracts/cart";
import { AppErrorCode } from "@saheli/core/errors";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import { onSale } from "../../db/fragments/listing-card.js";
import { listings, shops, wishlistItems } from "../../db/schema/index.js";
import { AppError } from "../../errors.js";
import type { Clock } from "../../platform/clock.js";
import type { CartService } from "./cart.service.js";
import { wishlistRows } from "./shopping.queries.js";

export type WishlistServiceDeps = { db: Db; clock: Clock; cart: Pick<CartService, "add"> };

/** Her wishlist (doc 3 §4): no duplicates; unavailable listings leave it; moving to the cart removes only on success. */
export function wishlistService({ db, clock, cart }: WishlistServiceDeps) {
  async function view(userId: string): Promise<WishlistView> {
    const rows = await wishlistRows(db, userId);
    const gone = rows.filter((row) => !row.on_sale).map((row) => row.id);
    if (gone.length > 0) {
      await db
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.user_id, userId), inArray(wishlistItems.id, gone)));
    }
    return {
      items: rows
        .filter((row) => row.on_sale)
        .map((row) => ({ id: row.id, created_at: row.created_at.toISOString(), listing: row.listing })),
    };
  }

  async function add(userId: string, listingId: string): Promise<WishlistView> {
    const [listing] = await db
      .select({ id: listings.id })
      .from(listings)
      .innerJoin(shops, eq(shops.id, listings.shop_id))
      .where(and(eq(listings.id, listingId), onSale));
    if (!listing) throw new AppError(AppErrorCode.LISTING_NOT_FOUND, 404, CartMessages.listingNotFound);
    const added = await db
      .insert(wishlistItems)
      .values({ user_id: userId, listing_id: listingId, created_at: clock.now() })
      .onConflictDoNothing()
      .returning({ id: wishlistItems.id });
    if (added.length === 0) throw new AppError(AppErrorCode.CONFLICT, 409, CartMessages.wishlistDuplicate);
    return view(userId);
  }

  async function remove(userId: string, listingId: string): Promise<WishlistView> {
    await db
      .delete(wishlistItems)
      .where(and(eq(wishlistItems.user_id, userId), eq(wishlistItems.listing_id, listingId)));
    return view(userId);
  }

  /** Into the cart first; only if the cart took it does it leave the wishlist. */
  async function moveToCart(userId: string, listingId: string, variant: Record<string, string> | null) {
    const result = await cart.add(userId, { listing_id: listingId, quantity: 1, variant_data: variant });
    await remove(userId, listingId);
    return { cart: result, wishlist: await view(userId), message: CartMessages.movedToCart };
  }

  return { view, add, remove, moveToCart };
}
