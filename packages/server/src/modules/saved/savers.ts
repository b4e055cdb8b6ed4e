import { AppErrorCode } from "@saheli/core/errors";
import type { SavedKind } from "@saheli/core/saved";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import { wishlistItems } from "../../db/schema/index.js";
import { AppError } from "../../errors.js";
import type { keepService } from "../feed/keep.service.js";
import type { wishlistService } from "../shopping/wishlist.service.js";

/** Saving and unsaving one kind of thing, by the module that owns it (its rules: who may read or buy it). */
export type Saver = {
  save: (userId: string, itemId: string) => Promise<unknown>;
  unsave: (userId: string, itemId: string) => Promise<unknown>;
};
export type Savers = Partial<Record<SavedKind, Saver>>;

type Keep = Pick<ReturnType<typeof keepService>, "save">;

/** Posts: the feed's save, which checks she may still read the post. */
export function postSaver(keep: Keep): Saver {
  return {
    save: (userId, id) => keep.save(userId, id, true),
    unsave: (userId, id) => keep.save(userId, id, false),
  };
}

/**
 * Listings: her wishlist, which checks the listing is on sale. Saving one already on it is no change (the
 * wishlist's own add refuses a duplicate, which is right for its heart button, not for "save to a collection").
 */
export function listingSaver(
  db: Db,
  wishlist: Pick<ReturnType<typeof wishlistService>, "add" | "remove">,
): Saver {
  return {
    async save(userId, listingId) {
      const [kept] = await db
        .select({ id: wishlistItems.id })
        .from(wishlistItems)
        .where(and(eq(wishlistItems.user_id, userId), eq(wishlistItems.listing_id, listingId)));
      if (kept) return;
      try {
        await wishlist.add(userId, listingId);
      } catch (error) {
        // Saved by another tab between the look and the add: saved is saved.
        if (!(error instanceof AppError && error.code === AppErrorCode.CONFLICT)) throw error;
      }
    },
    unsave: (userId, listingId) => wishlist.remove(userId, listingId),
  };
}
