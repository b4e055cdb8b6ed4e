import type {
  Analytics,
  AnalyticsQuery,
  CustomerPage,
  VendorReview,
  VendorReviewFilter,
  VendorReviewPage,
} from "@saheli/core/contracts/vendor-insights";
import type { CursorKey } from "@saheli/core/cursor";
import { nextCursor } from "@saheli/core/cursor";
import { AppErrorCode } from "@saheli/core/errors";
import { SocialWords } from "@saheli/core/i18n/notices/social";
import { say } from "@saheli/core/i18n/notices/words";
import { listingPath } from "@saheli/core/listings";
import { type DayRange, InsightsMessages, istDay, resolveRange, rupees } from "@saheli/core/vendor-insights";
import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import { shops } from "../../db/schema/index.js";
import { AppError } from "../../errors.js";
import type { Bus } from "../../platform/bus.js";
import type { Clock } from "../../platform/clock.js";
import type { notificationsService } from "../notifications/notifications.service.js";
import { daysAndViews, listingSales, mergeListings } from "./analytics.queries.js";
import { analyticsCsv } from "./analytics-csv.js";
import { shapeAnalytics, toListingFigures } from "./analytics-shape.js";
import { customerRows } from "./customers.queries.js";
import {
  herReview,
  unansweredCount,
  type VendorReviewRow,
  vendorReviewRows,
  writeReply,
} from "./vendor-reviews.queries.js";

export type InsightsDeps = {
  db: Db;
  clock: Clock;
  bus: Bus;
  notifications: Pick<ReturnType<typeof notificationsService>, "notify">;
  publicUrl: string;
};

const noShop = () => new AppError(AppErrorCode.NOT_FOUND, 404, InsightsMessages.noShop);
const reviewMissing = () => new AppError(AppErrorCode.NOT_FOUND, 404, InsightsMessages.reviewNotFound);

/**
 * Her shop's Analytics, Customers and Reviews (issue 19 §1). Everything is hers by the `where` of its query
 * (reviews and orders of shops whose owner she is); a person without a shop is told so.
 */
export function insightsService({ db, clock, bus, notifications, publicUrl }: InsightsDeps) {
  const origin = publicUrl.replace(/\/+$/, "");

  /** Her shop's currency (the open one's, else her latest); a 404 when she has never had a shop. */
  async function currencyOf(ownerId: string): Promise<string> {
    const [shop] = await db
      .select({ currency: shops.shop_currency })
      .from(shops)
      .where(eq(shops.user_id, ownerId))
      .orderBy(desc(shops.is_active), desc(shops.created_at))
      .limit(1);
    if (!shop) throw noShop();
    return shop.currency;
  }

  function rangeOf(query: AnalyticsQuery): DayRange {
    const resolved = resolveRange(query, istDay(clock.now()));
    if ("error" in resolved) throw AppError.badRequest(resolved.error);
    return resolved.range;
  }

  /** Her shop's currency and the page's two statements, all at once. */
  async function figures(ownerId: string, query: AnalyticsQuery) {
    const range = rangeOf(query);
    const params = { ownerId, ...range };
    const [currency, { daily, views }, sales] = await Promise.all([
      currencyOf(ownerId),
      daysAndViews(db, params),
      listingSales(db, params),
    ]);
    return { range, currency, daily, listings: mergeListings(views, sales) };
  }

  async function analytics(ownerId: string, query: AnalyticsQuery): Promise<Analytics> {
    const { range, currency, daily, listings } = await figures(ownerId, query);
    return shapeAnalytics(range, currency, daily, listings);
  }

  async function csv(ownerId: string, query: AnalyticsQuery) {
    const { range, currency, daily, listings } = await figures(ownerId, query);
    const shaped = shapeAnalytics(range, currency, daily, []);
    return analyticsCsv(shaped, listings.map(toListingFigures), origin);
  }

  async function customers(
    ownerId: string,
    query: { q?: string; cursor: CursorKey | null; limit: number },
  ): Promise<CustomerPage> {
    const currency = await currencyOf(ownerId);
    const rows = await customerRows(db, {
      ownerId,
      q: query.q || undefined,
      after: query.cursor,
      limit: query.limit,
    });
    return {
      currency,
      items: rows.slice(0, query.limit).map(({ cursor_at: _cursor, ...row }) => ({
        ...row,
        total_spent: rupees(row.total_spent),
        last_order_at: row.last_order_at.toISOString(),
      })),
      next_cursor: nextCursor(rows, query.limit, (row) => ({ at: row.cursor_at, id: row.id })),
    };
  }

  const toReview = ({ order_item_id, cursor_at: _cursor, ...row }: VendorReviewRow): VendorReview => ({
    ...row,
    created_at: row.created_at.toISOString(),
    reply_at: row.reply_at?.toISOString() ?? null,
    verified_purchase: order_item_id !== null,
  });

  async function reviews(
    ownerId: string,
    query: { filter: VendorReviewFilter; cursor: CursorKey | null; limit: number },
  ): Promise<VendorReviewPage> {
    await currencyOf(ownerId);
    const [rows, unanswered] = await Promise.all([
      vendorReviewRows(db, { ownerId, filter: query.filter, after: query.cursor, limit: query.limit }),
      unansweredCount(db, ownerId),
    ]);
    return {
      items: rows.slice(0, query.limit).map(toReview),
      next_cursor: nextCursor(rows, query.limit, (row) => ({ at: row.cursor_at, id: row.id })),
      unanswered,
    };
  }

  /**
   * Her one public reply to a review of her listings. A second is refused (docs/decisions/016: a reply is final, so
   * the reviewer is never told of words that later change); someone else's review is as good as missing.
   */
  async function reply(ownerId: string, reviewId: string, text: string): Promise<VendorReview> {
    const written = await writeReply(db, { ownerId, reviewId, reply: text, at: clock.now() });
    const review = await herReview(db, ownerId, reviewId);
    if (!review) throw reviewMissing();
    if (!written) throw new AppError(AppErrorCode.CONFLICT, 409, InsightsMessages.alreadyReplied);
    await bus.publish(`listing:${review.listing.id}`, {
      name: "listing-updated",
      data: { listingId: review.listing.id },
    });
    await notifications.notify({
      recipientIds: [review.author.id],
      actorId: ownerId,
      type: "review",
      title: say(SocialWords.reviewReply),
      message: say(SocialWords.reviewReplyText, { listing: review.listing.title }),
      actionUrl: listingPath(review.listing),
      contextType: "listing",
      contextId: review.listing.id,
    });
    return toReview(review);
  }

  return { analytics, csv, customers, reviews, reply };
}

export type InsightsService = ReturnType<typeof insightsService>;
