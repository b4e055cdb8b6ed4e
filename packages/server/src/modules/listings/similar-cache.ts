import { CachePolicy } from "@saheli/core/cache-policy";
import { ListingLimits } from "@saheli/core/listings";
import type { Db } from "../../db/connect.js";
import type { Clock } from "../../platform/clock.js";
import { ttlCache } from "../../platform/ttl-cache.js";
import { similarListings } from "./listings.queries.js";

export type SimilarListings = {
  of(listing: { id: string; title: string }): ReturnType<typeof similarListings>;
  /** A listing was added, changed, hidden or deleted on this node: every kept list is read again. */
  forget(): void;
};

/**
 * Similar listings are a suggestion, not the vendor's own data: a product page's list is kept a few minutes on
 * this node (CachePolicy.similarListingsMs), so the page costs one nearest-title lookup per listing per 5
 * minutes. Writes through this node forget them all; another node's lists catch up within the 5 minutes.
 */
export function similarListingsCache(db: Db, clock: Clock): SimilarListings {
  const cache = ttlCache<Awaited<ReturnType<typeof similarListings>>>(clock, CachePolicy.similarListingsMs);
  return {
    of: (listing) =>
      cache.through(`${listing.id}\n${listing.title}`, () =>
        similarListings(db, listing, ListingLimits.similarShown, ListingLimits.similarityThreshold),
      ),
    forget: () => cache.clear(),
  };
}
