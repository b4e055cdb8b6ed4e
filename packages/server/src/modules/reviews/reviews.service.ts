import type { Review, ReviewPage, reviewInputSchema } from "@saheli/core/contracts/reviews";
import { AppErrorCode } from "@saheli/core/errors";
import { SocialWords } from "@saheli/core/i18n/notices/social";
import { say } from "@saheli/core/i18n/notices/words";
import { ListingMessages, listingPath } from "@saheli/core/listings";
import { OrderMessages } from "@saheli/core/orders";
import { averageOf, ReviewLimits, ReviewMessages, ratingDistribution } from "@saheli/core/reviews";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/connect.js";
import { isUniqueViolation } from "../../db/errors.js";
import { listingReviews, listings } from "../../db/schema/index.js";
import { AppError } from "../../errors.js";
import type { Bus } from "../../platform/bus.js";
import type { Clock } from "../../platform/clock.js";
import type { notificationsService } from "../notifications/notifications.service.js";
import {
  deliveredLine,
  type ReviewScope,
  recountRatings,
  reviewableListing,
  reviewRows,
  starCounts,
} from "./reviews.queries.js";

type ReviewFields = z.output<typeof reviewInputSchema>;

export type ReviewsDeps = {
  db: Db;
  clock: Clock;
  bus: Bus;
  notifications: Pick<ReturnType<typeof notificationsService>, "notify">;
};

const listingMissing = () => new AppError(AppErrorCode.LISTING_NOT_FOUND, 404, ListingMessages.notFound);

/**
 * Reviews (doc 3 §3 listing_reviews): one per person and listing, never by its seller, only by a buyer whose
 * order of it was delivered (issue 18 §8: the review keeps that order line, its "Verified purchase"); every
 * change recounts the listing's and the shop's rating in the same transaction. Reviews from before orders
 * existed (no order line) stay and keep showing; their authors may still change or delete them.
 */
export function reviewsService({ db, clock, bus, notifications }: ReviewsDeps) {
  async function reviewable(listingId: string) {
    const listing = await reviewableListing(db, listingId);
    if (!listing) throw listingMissing();
    return listing;
  }

  const published = (listingId: string) =>
    bus.publish(`listing:${listingId}`, { name: "listing-updated", data: { listingId } });

  async function create(userId: string, listingId: string, input: ReviewFields) {
    const listing = await reviewable(listingId);
    if (listing.owner === userId) throw AppError.forbidden(ReviewMessages.ownListing);
    const line = await deliveredLine(db, listingId, userId);
    if (!line) {
      // One from before orders existed is hers to change, not a second to write.
      const [earlier] = await reviewRows(db, { listingId }, userId).limit(1);
      if (earlier) throw new AppError(AppErrorCode.CONFLICT, 409, ReviewMessages.alreadyReviewed);
      throw AppError.forbidden(OrderMessages.reviewNeedsPurchase);
    }
    const now = clock.now();
    try {
      await db.transaction(async (tx) => {
        await tx.insert(listingReviews).values({
          listing_id: listingId,
          user_id: userId,
          rating: input.rating,
          comment: input.comment,
          order_item_id: line.id,
          created_at: now,
          updated_at: now,
        });
        await recountRatings(tx, listingId, listing.shop_id);
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new AppError(AppErrorCode.CONFLICT, 409, ReviewMessages.alreadyReviewed);
      }
      throw error;
    }
    await published(listingId);
    await notifications.notify({
      recipientIds: [listing.owner],
      actorId: userId,
      type: "review",
      title: say(SocialWords.review),
      message: say(SocialWords.reviewText, { listing: listing.title, rating: input.rating }),
      actionUrl: listingPath(listing),
      contextType: "listing",
      contextId: listingId,
    });
    return page(userId, { listingId }, ReviewLimits.pageSize, 0);
  }

  /** Her own review, changed or removed; nobody else's. */
  async function change(userId: string, listingId: string, input: ReviewFields | null) {
    await db.transaction(async (tx) => {
      const mine = and(eq(listingReviews.listing_id, listingId), eq(listingReviews.user_id, userId));
      const touched = input
        ? await tx
            .update(listingReviews)
            .set({ rating: input.rating, comment: input.comment, updated_at: clock.now() })
            .where(mine)
            .returning({ id: listingReviews.id, order_item_id: listingReviews.order_item_id })
        : await tx
            .delete(listingReviews)
            .where(mine)
            .returning({ id: listingReviews.id, order_item_id: listingReviews.order_item_id });
      if (touched.length === 0) throw AppError.notFound(ReviewMessages.notFound);
      const [listing] = await tx
        .select({ shop_id: listings.shop_id })
        .from(listings)
        .where(eq(listings.id, listingId));
      if (listing) await recountRatings(tx, listingId, listing.shop_id);
      // A review written before she had it delivered becomes a verified one once she has and changes it.
      const unverified = input !== null && touched[0]?.order_item_id === null;
      const line = unverified ? await deliveredLine(tx, listingId, userId) : undefined;
      if (line) await tx.update(listingReviews).set({ order_item_id: line.id }).where(mine);
    });
    await published(listingId);
  }

  function toReview(
    { order_item_id, ...row }: Awaited<ReturnType<typeof reviewRows>>[number],
    viewerId: string | null,
  ): Review {
    return {
      ...row,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
      reply_at: row.reply_at?.toISOString() ?? null,
      is_mine: row.author.id === viewerId,
      verified_purchase: order_item_id !== null,
    };
  }

  /**
   * A page of reviews with the star summary; on a listing, hers too and whether she may write one (signed in,
   * not the seller, none yet, and a delivered order of it: exactly what `create` accepts).
   */
  async function page(
    viewerId: string | null,
    scope: ReviewScope,
    limit: number,
    offset: number,
  ): Promise<ReviewPage> {
    const onListing = "listingId" in scope;
    const asker = onListing ? viewerId : null;
    const [rows, counts, [mineRow], listing, line] = await Promise.all([
      reviewRows(db, scope)
        .limit(limit + 1)
        .offset(offset),
      starCounts(db, scope),
      viewerId && onListing ? reviewRows(db, scope, viewerId) : Promise.resolve([]),
      onListing ? reviewableListing(db, scope.listingId) : Promise.resolve(undefined),
      asker && "listingId" in scope ? deliveredLine(db, scope.listingId, asker) : Promise.resolve(undefined),
    ]);
    const distribution = ratingDistribution(counts);
    const total = distribution.reduce((sum, row) => sum + row.count, 0);
    const stars = distribution.reduce((sum, row) => sum + row.count * row.stars, 0);
    const mine = mineRow ? toReview(mineRow, viewerId) : null;
    return {
      summary: { average_rating: averageOf(stars, total), total_reviews: total, distribution },
      items: rows.slice(0, limit).map((row) => toReview(row, viewerId)),
      mine,
      can_review:
        viewerId !== null &&
        listing !== undefined &&
        listing.owner !== viewerId &&
        mine === null &&
        line !== undefined,
      next_offset: rows.length > limit ? offset + limit : null,
    };
  }

  return {
    create,
    update: (userId: string, listingId: string, input: ReviewFields) => change(userId, listingId, input),
    remove: (userId: string, listingId: string) => change(userId, listingId, null),
    page,
  };
}
