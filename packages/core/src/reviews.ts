/** Listing reviews (doc 3 §3 listing_reviews, shop_reviews; §2.9 /shop/{slug}#reviews). */

import type { OrderStatus } from "./orders";

export const ReviewLimits = {
  ratingMin: 1,
  ratingMax: 5,
  commentMax: 2000,
  pageSize: 10,
} as const;

export const ReviewMessages = {
  ratingRequired: "Please choose a rating from 1 to 5 stars",
  alreadyReviewed: "You have already reviewed this listing",
  ownListing: "You cannot review your own listing",
  notFound: "Review not found",
  posted: "Thank you for your review",
  updated: "Review updated",
  deleted: "Review deleted",
} as const;

/**
 * Only buyers review (issue 18 §8): an order line of the listing whose order reached her, i.e. is in one of
 * these states (delivered, or a return asked for, decided or refunded after delivery).
 */
export const REVIEWABLE_ORDER_STATUSES: readonly OrderStatus[] = [
  "delivered",
  "return_requested",
  "return_approved",
  "return_rejected",
  "refunded",
];

/** Rows per star, 5 down to 1, and each as a whole percent of the total (for the bars). */
export function ratingDistribution(counts: Partial<Record<number, number>>) {
  const total = [1, 2, 3, 4, 5].reduce((sum, star) => sum + (counts[star] ?? 0), 0);
  return [5, 4, 3, 2, 1].map((stars) => {
    const count = counts[stars] ?? 0;
    return { stars, count, percent: total === 0 ? 0 : Math.round((count / total) * 100) };
  });
}

/** The stored average: one decimal, as the listing and shop columns keep it. */
export function averageOf(sum: number, count: number): number {
  return count === 0 ? 0 : Math.round((sum / count) * 10) / 10;
}
