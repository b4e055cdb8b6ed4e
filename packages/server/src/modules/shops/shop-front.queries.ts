import type { ListingCard } from "@saheli/core/contracts/home";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db, Executor } from "../../db/connect.js";
import { listingCardsWhere, onSale } from "../../db/fragments/listing-card.js";
import { listings, shopSections, shops } from "../../db/schema/index.js";

/** A shop's sections in her order. */
export async function sectionsOf(db: Executor, shopId: string) {
  return db
    .select({ id: shopSections.id, title: shopSections.title, listing_ids: shopSections.listing_ids })
    .from(shopSections)
    .where(eq(shopSections.shop_id, shopId))
    .orderBy(asc(shopSections.position), asc(shopSections.created_at));
}

/** The cards of those of `ids` that are the shop's and on sale, by id. */
export async function onSaleCards(db: Db, shopId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, ListingCard>();
  const cards = await listingCardsWhere(db, {
    where: and(onSale, eq(listings.shop_id, shopId), inArray(listings.id, [...ids])),
    orderBy: [asc(listings.id)],
    limit: ids.length,
  });
  return new Map(cards.map((card) => [card.id, card]));
}

/** Which of `ids` are listings of this shop on sale right now. */
export async function onSaleIds(tx: Executor, shopId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await tx
    .select({ id: listings.id })
    .from(listings)
    .innerJoin(shops, eq(shops.id, listings.shop_id))
    .where(and(onSale, eq(listings.shop_id, shopId), inArray(listings.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}

/** Her open shop's row, locked: two saves of her shop front at once are written one after the other. */
export async function lockOpenShop(tx: Executor, userId: string) {
  const [row] = await tx
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.user_id, userId), eq(shops.is_active, true)))
    .for("update");
  return row;
}

/** A shop's id and whether it can be seen by this viewer (open, or hers), by id or slug. */
export async function shopForFront(db: Executor, where: { id: string } | { slug: string }) {
  const [row] = await db
    .select({
      id: shops.id,
      user_id: shops.user_id,
      is_active: shops.is_active,
      banner_url: shops.banner_url,
    })
    .from(shops)
    .where("id" in where ? eq(shops.id, where.id) : eq(shops.slug, where.slug));
  return row;
}
