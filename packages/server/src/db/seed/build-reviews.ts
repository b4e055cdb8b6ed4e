import { averageOf } from "@saheli/core/reviews";
import type { listingReviews } from "../schema/index.js";
import type { ListingRow } from "./build-listings.js";
import type { ProfileRow } from "./build-people.js";
import { reviewTexts } from "./content/reviews.js";
import type { Rng } from "./rng.js";
import { createRng, stableUuid } from "./rng.js";
import { momentAfter } from "./time.js";

export type ReviewRow = typeof listingReviews.$inferInsert & { listing_id: string; rating: number };

type Stars = 1 | 2 | 3 | 4 | 5;

/** Stars around the listing's intended rating: mostly the nearest whole stars, now and then a harsh one. */
function starsNear(target: number, rng: Rng): Stars {
  if (rng.chance(0.04)) return rng.int(1, 3) as Stars;
  const low = Math.floor(target);
  return Math.min(5, Math.max(1, rng.chance(target - low) ? low + 1 : low)) as Stars;
}

/**
 * Review rows by demo members, as many per listing as the listing's planned total_reviews (within the
 * number of members), then the listing's rating and count set from those rows, as the live app keeps them.
 */
export function buildReviews(
  base: Date,
  listings: ListingRow[],
  reviewers: readonly ProfileRow[],
): ReviewRow[] {
  const rng = createRng(0x4e71e5);
  const rows: ReviewRow[] = [];
  for (const listing of listings) {
    const authors = rng.shuffle(reviewers).slice(0, listing.total_reviews);
    const target = listing.average_rating;
    let sum = 0;
    for (const author of authors) {
      const rating = starsNear(target, rng);
      const at = momentAfter(base, rng, listing.created_at, 0.5);
      sum += rating;
      rows.push({
        id: stableUuid("review", listing.id, author.id),
        listing_id: listing.id,
        user_id: author.id,
        rating,
        comment: rng.pick(reviewTexts[listing.listing_type][rating]),
        created_at: at,
        updated_at: at,
      });
    }
    listing.total_reviews = authors.length;
    listing.average_rating = averageOf(sum, authors.length);
  }
  return rows;
}
