import type { ListingCard } from "@saheli/core/contracts/home";
import type { ShopFront, shopSectionsInputSchema } from "@saheli/core/contracts/shop-front";
import { AppErrorCode } from "@saheli/core/errors";
import { ShopFrontMessages } from "@saheli/core/shop-front";
import { ShopMessages } from "@saheli/core/shops";
import { idFromSlug } from "@saheli/core/slugs";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/connect.js";
import { shopSections, shops } from "../../db/schema/index.js";
import { AppError } from "../../errors.js";
import type { Clock } from "../../platform/clock.js";
import { lockOpenShop, onSaleCards, onSaleIds, sectionsOf, shopForFront } from "./shop-front.queries.js";
import { activeShopOf } from "./shops.queries.js";

type SectionsInput = z.output<typeof shopSectionsInputSchema>;

const noShop = () => new AppError(AppErrorCode.SHOP_ACCESS_DENIED, 403, ShopMessages.accessDenied);

/**
 * Her shop front (`/curate-shop`, shown on `/shop/{slug}`): titled sections of her listings in her order, and a
 * banner. Only her own listings on sale go in; one she later hides drops out of what buyers see.
 */
export function shopFrontService({ db, clock }: { db: Db; clock: Clock }) {
  async function frontOf(shop: { id: string; banner_url: string | null }): Promise<ShopFront> {
    const sections = await sectionsOf(db, shop.id);
    const cards = await onSaleCards(db, shop.id, [
      ...new Set(sections.flatMap((section) => section.listing_ids)),
    ]);
    return {
      shop_id: shop.id,
      banner_url: shop.banner_url,
      sections: sections.map((section) => ({
        ...section,
        listings: section.listing_ids.flatMap((id) => {
          const card: ListingCard | undefined = cards.get(id);
          return card ? [card] : [];
        }),
      })),
    };
  }

  /** Anyone's view of a shop's front, by the shop's id or slug; a closed shop only for its owner. */
  async function view(viewerId: string | null, slugOrId: string): Promise<ShopFront> {
    const id = idFromSlug(slugOrId);
    const shop = (id && (await shopForFront(db, { id }))) || (await shopForFront(db, { slug: slugOrId }));
    if (!shop || (!shop.is_active && shop.user_id !== viewerId))
      throw AppError.notFound(ShopMessages.notFound);
    const front = await frontOf(shop);
    // Buyers see sections with something in them; she sees every one on /curate-shop.
    return { ...front, sections: front.sections.filter((section) => section.listings.length > 0) };
  }

  /** Her open shop's front as she arranged it. */
  async function mine(userId: string): Promise<ShopFront> {
    const shop = await activeShopOf(db, userId);
    if (!shop) throw noShop();
    const [row] = await db.select({ banner_url: shops.banner_url }).from(shops).where(eq(shops.id, shop.id));
    return frontOf({ id: shop.id, banner_url: row?.banner_url ?? null });
  }

  /** Replaces her sections with these, in this order, all in one transaction under her shop's lock. */
  async function save(userId: string, input: SectionsInput): Promise<ShopFront> {
    await db.transaction(async (tx) => {
      const shop = await lockOpenShop(tx, userId);
      if (!shop) throw noShop();
      const wanted = [...new Set(input.sections.flatMap((section) => section.listing_ids))];
      const allowed = await onSaleIds(tx, shop.id, wanted);
      if (wanted.some((id) => !allowed.has(id))) throw AppError.badRequest(ShopFrontMessages.notOnSale);
      const now = clock.now();
      await tx.delete(shopSections).where(eq(shopSections.shop_id, shop.id));
      if (input.sections.length > 0) {
        await tx.insert(shopSections).values(
          input.sections.map((section, position) => ({
            shop_id: shop.id,
            title: section.title,
            listing_ids: section.listing_ids,
            position,
            created_at: now,
            updated_at: now,
          })),
        );
      }
    });
    return mine(userId);
  }

  /** Her open shop, checked before an upload is stored for it. */
  async function ownShop(userId: string, shopId: string) {
    const shop = await activeShopOf(db, userId);
    if (shop?.id !== shopId) throw noShop();
  }

  /** The banner (an image already re-encoded and stored), or none. */
  async function setBanner(userId: string, shopId: string, url: string | null) {
    const updated = await db
      .update(shops)
      .set({ banner_url: url, updated_at: clock.now() })
      .where(and(eq(shops.id, shopId), eq(shops.user_id, userId), eq(shops.is_active, true)))
      .returning({ banner_url: shops.banner_url });
    if (updated.length === 0) throw noShop();
    return { banner_url: updated[0]?.banner_url ?? null };
  }

  return { view, mine, save, ownShop, setBanner };
}

export type ShopFrontService = ReturnType<typeof shopFrontService>;
