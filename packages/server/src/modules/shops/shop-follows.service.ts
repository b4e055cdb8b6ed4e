import type { ShopCard } from "@saheli/core/contracts/home";
import { AppErrorCode } from "@saheli/core/errors";
import { SocialWords } from "@saheli/core/i18n/notices/social";
import { say } from "@saheli/core/i18n/notices/words";
import { ShopLimits, ShopMessages } from "@saheli/core/shops";
import { and, desc, eq, ne, notExists, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import { shopCardColumns } from "../../db/fragments/shop-card.js";
import { shopFollows, shops } from "../../db/schema/index.js";
import { AppError } from "../../errors.js";
import type { Clock } from "../../platform/clock.js";
import type { notificationsService } from "../notifications/notifications.service.js";

export type ShopFollowsDeps = {
  db: Db;
  clock: Clock;
  notifications: Pick<ReturnType<typeof notificationsService>, "notify">;
};

/**
 * Shop follows (doc 3 §4, §5): not her own shop, not twice; the count moves with the row in one transaction and
 * never goes below 0; the owner is told through the one notifications service.
 */
export function shopFollowsService({ db, clock, notifications }: ShopFollowsDeps) {
  async function activeShop(shopId: string) {
    const [shop] = await db
      .select({ id: shops.id, owner: shops.user_id, name: shops.shop_name })
      .from(shops)
      .where(and(eq(shops.id, shopId), eq(shops.is_active, true)));
    if (!shop) throw AppError.notFound(ShopMessages.notFound);
    return shop;
  }

  async function follow(userId: string, shopId: string) {
    const shop = await activeShop(shopId);
    if (shop.owner === userId) throw AppError.badRequest(ShopMessages.cannotFollowOwn);
    const follower_count = await db.transaction(async (tx) => {
      const added = await tx
        .insert(shopFollows)
        .values({ shop_id: shopId, follower_id: userId, created_at: clock.now() })
        .onConflictDoNothing()
        .returning({ id: shopFollows.shop_id });
      if (added.length === 0) throw new AppError(AppErrorCode.CONFLICT, 409, ShopMessages.alreadyFollowing);
      const [counted] = await tx
        .update(shops)
        .set({ follower_count: sql`${shops.follower_count} + 1` })
        .where(eq(shops.id, shopId))
        .returning({ n: shops.follower_count });
      return counted?.n ?? 0;
    });
    await notifications.notify({
      recipientIds: [shop.owner],
      actorId: userId,
      type: "shop_follow",
      title: say(SocialWords.shopFollow),
      message: say(SocialWords.shopFollowText, { shop: shop.name }),
      actionUrl: `/shop/${shopId}`,
      contextType: "shop",
      contextId: shopId,
    });
    return { following: true, follower_count };
  }

  async function unfollow(userId: string, shopId: string) {
    const follower_count = await db.transaction(async (tx) => {
      const removed = await tx
        .delete(shopFollows)
        .where(and(eq(shopFollows.shop_id, shopId), eq(shopFollows.follower_id, userId)))
        .returning({ id: shopFollows.shop_id });
      if (removed.length === 0) throw new AppError(AppErrorCode.CONFLICT, 409, ShopMessages.notFollowing);
      const [counted] = await tx
        .update(shops)
        .set({ follower_count: sql`greatest(${shops.follower_count} - 1, 0)` })
        .where(eq(shops.id, shopId))
        .returning({ n: shops.follower_count });
      return counted?.n ?? 0;
    });
    return { following: false, follower_count };
  }

  /** The shops she follows, newest follow first (doc 3 §2.4 /followed-shops). */
  function followed(userId: string): Promise<ShopCard[]> {
    return db
      .select(shopCardColumns)
      .from(shopFollows)
      .innerJoin(shops, eq(shops.id, shopFollows.shop_id))
      .where(and(eq(shopFollows.follower_id, userId), eq(shops.is_active, true)))
      .orderBy(desc(shopFollows.created_at))
      .limit(ShopLimits.pageSize);
  }

  /** Doc 3 §7: active shops by rating then reviews, leaving out hers and those she follows. */
  function suggestions(userId: string): Promise<ShopCard[]> {
    return db
      .select(shopCardColumns)
      .from(shops)
      .where(
        and(
          eq(shops.is_active, true),
          ne(shops.user_id, userId),
          notExists(
            db
              .select({ one: sql`1` })
              .from(shopFollows)
              .where(and(eq(shopFollows.shop_id, shops.id), eq(shopFollows.follower_id, userId))),
          ),
        ),
      )
      .orderBy(desc(shops.average_rating), desc(shops.total_reviews), desc(shops.id))
      .limit(ShopLimits.suggestions);
  }

  return { follow, unfollow, followed, suggestions };
}
