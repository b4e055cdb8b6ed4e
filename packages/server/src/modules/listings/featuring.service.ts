import { ListingMessages } from "@saheli/core/listings";
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import { listings } from "../../db/schema/index.js";
import { AppError } from "../../errors.js";
import type { Bus } from "../../platform/bus.js";
import type { Clock } from "../../platform/clock.js";

/**
 * Featuring is Saheli's choice, never the vendor's (her form has no such field): an admin features a listing or
 * stops featuring it. The route is admins-only; a deleted listing cannot be featured.
 */
export function featuringService({ db, clock, bus }: { db: Db; clock: Clock; bus: Bus }) {
  async function setFeatured(listingId: string, isFeatured: boolean) {
    const changed = await db
      .update(listings)
      .set({ is_featured: isFeatured, updated_at: clock.now() })
      .where(and(eq(listings.id, listingId), ne(listings.listing_status, "deleted")))
      .returning({ id: listings.id });
    if (changed.length === 0) throw AppError.notFound(ListingMessages.notFound);
    await bus.publish(`listing:${listingId}`, { name: "listing-updated", data: { listingId } });
    return { is_featured: isFeatured };
  }

  return { setFeatured };
}

export type FeaturingService = ReturnType<typeof featuringService>;
