import { CartLimits, CartMessages, quantityAfterAdd, variantKey } from "@saheli/core/cart";
import type { CartView, cartAddSchema } from "@saheli/core/contracts/cart";
import { AppErrorCode } from "@saheli/core/errors";
import type { ListingType } from "@saheli/core/listings";
import { holidayRefusal } from "@saheli/core/shop-front";
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db, Executor } from "../../db/connect.js";
import { cartItems } from "../../db/schema/index.js";
import { AppError } from "../../errors.js";
import type { Clock } from "../../platform/clock.js";
import { cartRows, deleteCartLines, lockListing, variationsOf } from "./shopping.queries.js";

type CartAdd = z.output<typeof cartAddSchema>;
export type CartServiceDeps = { db: Db; clock: Clock };

const refused = (message: string, status = 409) => new AppError(AppErrorCode.CART_REFUSED, status, message);

/**
 * Her cart on the server (doc 3 §4 "Cart"): lines merge by listing and variant, physical quantities never pass
 * the stock (the listing row is locked while a line changes), digital and service items are one each, and every
 * read drops what can no longer be bought and caps what ran short, saying so.
 */
export function cartService({ db, clock }: CartServiceDeps) {
  async function view(userId: string): Promise<CartView> {
    const rows = await cartRows(db, userId);
    const notices: string[] = [];
    const drop: string[] = [];
    const items: CartView["items"] = [];
    // Lines of one listing in different variants share its stock: each line gets what the earlier ones left.
    const used = new Map<string, number>();
    for (const row of rows) {
      const { listing } = row;
      const left = listing.quantity - (used.get(listing.id) ?? 0);
      const limit = listing.listing_type === "physical" ? Math.min(left, CartLimits.quantityMax) : 1;
      if (!row.on_sale || limit <= 0) {
        drop.push(row.id);
        notices.push(`${listing.title} is no longer available and was removed from your cart.`);
        continue;
      }
      let quantity = row.quantity;
      used.set(listing.id, (used.get(listing.id) ?? 0) + Math.min(quantity, limit));
      if (quantity > limit) {
        quantity = limit;
        await db.update(cartItems).set({ quantity }).where(eq(cartItems.id, row.id));
        if (listing.listing_type === "physical")
          notices.push(`Only ${limit} of ${listing.title} left; your quantity was changed.`);
      }
      items.push({
        id: row.id,
        quantity,
        variant_data: row.variant_data ?? null,
        added_at: row.added_at.toISOString(),
        listing,
      });
    }
    await deleteCartLines(db, userId, drop);
    return { items, notices };
  }

  /** Every chosen variation must be one the listing offers, and a listing with choices needs one of each. */
  async function checkVariant(
    tx: Executor,
    listingId: string,
    variant: Record<string, string> | null | undefined,
  ) {
    const offered = await variationsOf(tx, listingId);
    for (const [name, value] of Object.entries(variant ?? {})) {
      if (!offered.get(name)?.includes(value)) throw refused(`${name}: ${value} is not offered`, 400);
    }
    for (const name of offered.keys()) {
      if (!variant?.[name]) throw refused(`Please choose ${name.toLowerCase()}`, 400);
    }
  }

  /** Add to the line for this listing and variant, or start one; the answer says what happened. */
  async function addLine(tx: Executor, userId: string, input: CartAdd, capToStock: boolean): Promise<string> {
    const listing = await lockListing(tx, input.listing_id);
    if (!listing) throw refused(CartMessages.listingNotFound, 404);
    if (!listing.on_sale) throw refused(CartMessages.notAvailable);
    if (listing.holiday_mode) throw refused(holidayRefusal(listing.shop_name, listing.holiday_message));
    await checkVariant(tx, listing.id, input.variant_data);
    const key = variantKey(input.variant_data);
    const line = and(
      eq(cartItems.user_id, userId),
      eq(cartItems.listing_id, listing.id),
      eq(cartItems.variant_key, key),
    );
    const [existing] = await tx.select({ quantity: cartItems.quantity }).from(cartItems).where(line);
    const inCart = existing?.quantity ?? 0;
    // Her other variants of this listing take from the same stock.
    const others = (await linesOf(tx, userId, listing.id)) - inCart;
    const stocked = {
      listing_type: listing.listing_type as ListingType,
      quantity: listing.quantity - others,
    };
    let outcome = quantityAfterAdd(stocked, inCart, input.quantity);
    if ("refused" in outcome && capToStock) {
      const room = Math.min(stocked.quantity, CartLimits.quantityMax) - inCart;
      if (room <= 0) return CartMessages.insufficientStock;
      outcome = { quantity: inCart + room };
    }
    if ("refused" in outcome) throw refused(outcome.refused);
    if ("unchanged" in outcome) return CartMessages.alreadyInCart;
    await tx
      .insert(cartItems)
      .values({
        user_id: userId,
        listing_id: listing.id,
        variant_key: key,
        variant_data: input.variant_data ?? null,
        quantity: outcome.quantity,
        added_at: clock.now(),
      })
      .onConflictDoUpdate({
        target: [cartItems.user_id, cartItems.listing_id, cartItems.variant_key],
        set: { quantity: outcome.quantity },
      });
    return CartMessages.added;
  }

  async function add(userId: string, input: CartAdd) {
    const message = await db.transaction((tx) => addLine(tx, userId, input, false));
    return { ...(await view(userId)), message };
  }

  /** Quantity 0 removes the line (doc 3 §4); more than the stock is refused. */
  async function update(userId: string, lineId: string, quantity: number): Promise<CartView> {
    await db.transaction(async (tx) => {
      const [line] = await tx
        .select({ listing_id: cartItems.listing_id, quantity: cartItems.quantity })
        .from(cartItems)
        .where(and(eq(cartItems.id, lineId), eq(cartItems.user_id, userId)));
      if (!line) throw refused(CartMessages.productNotFound, 404);
      if (quantity <= 0) return void (await deleteCartLines(tx, userId, [lineId]));
      const listing = await lockListing(tx, line.listing_id);
      if (!listing) throw refused(CartMessages.productNotFound, 404);
      if (!listing.on_sale) throw refused(CartMessages.productUnavailable);
      const physical = listing.listing_type === "physical";
      const others = (await linesOf(tx, userId, line.listing_id)) - line.quantity;
      if (physical && quantity > listing.quantity - others) throw refused(CartMessages.insufficientStock);
      await tx
        .update(cartItems)
        .set({ quantity: physical ? quantity : 1 })
        .where(eq(cartItems.id, lineId));
    });
    return view(userId);
  }

  async function remove(userId: string, lineId: string): Promise<CartView> {
    await deleteCartLines(db, userId, [lineId]);
    return view(userId);
  }

  async function clear(userId: string): Promise<CartView> {
    await db.delete(cartItems).where(eq(cartItems.user_id, userId));
    return view(userId);
  }

  /** A guest's cart joins hers on sign-in: what can't be bought is skipped, quantities stop at the stock. */
  async function merge(userId: string, lines: CartAdd[]): Promise<CartView> {
    const notices: string[] = [];
    for (const line of lines) {
      try {
        await db.transaction((tx) => addLine(tx, userId, line, true));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        notices.push(`An item from your earlier cart could not be added: ${error.message}`);
      }
    }
    const cart = await view(userId);
    return { ...cart, notices: [...notices, ...cart.notices] };
  }

  /** How many of one listing her cart holds, over all its variants. */
  async function linesOf(tx: Executor, userId: string, listingId: string): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
      .from(cartItems)
      .where(and(eq(cartItems.user_id, userId), eq(cartItems.listing_id, listingId)));
    return row?.n ?? 0;
  }

  return { view, add, update, remove, clear, merge };
}

export type CartService = ReturnType<typeof cartService>;
