import { z } from "zod";
import { InsightsLimits, InsightsMessages } from "../vendor-insights";
import { cursorParam } from "./paging";

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, InsightsMessages.badDate);
const listingRef = {
  id: z.uuid(),
  title: z.string(),
  slug: z.string(),
  listing_type: z.string(),
};

/** `GET /api/vendor/analytics` and `.csv`: IST days, both ends counted; neither given: the last 30 days. */
export const analyticsQuerySchema = z.object({ from: day.optional(), to: day.optional() });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

/**
 * One listing's figures in the range: `views` are recorded product-page views (one per viewer per day),
 * `orders` its order lines on orders not cancelled (an order with two variants of it counts twice), `units` and
 * `revenue` those lines' quantities and value (shipping not included) on orders neither cancelled nor refunded.
 */
export const listingFiguresSchema = z.object({
  ...listingRef,
  views: z.number().int(),
  orders: z.number().int(),
  units: z.number().int(),
  revenue: z.number(),
  conversion_rate: z.number().nullable(),
});
export type ListingFigures = z.infer<typeof listingFiguresSchema>;

export const dailyFiguresSchema = z.object({
  day,
  revenue: z.number(),
  orders: z.number().int(),
  views: z.number().int(),
});
export type DailyFigures = z.infer<typeof dailyFiguresSchema>;

/**
 * Every order is counted on the IST day it was placed; unpaid online orders (payment never made) are not orders.
 * `gross_sales`: totals of orders not cancelled; `refunds`: totals of those refunded; `revenue` = gross − refunds;
 * `average_order_value` = gross ÷ orders; `conversion_rate` = orders ÷ views; `cancellation_rate` = cancelled ÷
 * (orders + cancelled); `return_rate` = orders with a return asked for ÷ orders. Rates are fractions (0.042).
 */
export const analyticsSummarySchema = z.object({
  revenue: z.number(),
  gross_sales: z.number(),
  refunds: z.number(),
  orders: z.number().int(),
  average_order_value: z.number().nullable(),
  views: z.number().int(),
  conversion_rate: z.number().nullable(),
  cancellations: z.number().int(),
  cancellation_rate: z.number().nullable(),
  returns: z.number().int(),
  return_rate: z.number().nullable(),
});
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;

export const analyticsSchema = z.object({
  range: z.object({ from: day, to: day, days: z.number().int() }),
  currency: z.string(),
  summary: analyticsSummarySchema,
  /** Every day of the range, oldest first, zeros included (for the charts). */
  daily: z.array(dailyFiguresSchema),
  /** Her listings with a view or a sale in the range, best-selling first (at most `InsightsLimits.listingsMax`). */
  listings: z.array(listingFiguresSchema),
  top_by_revenue: z.array(listingFiguresSchema),
  top_by_units: z.array(listingFiguresSchema),
});
export type Analytics = z.infer<typeof analyticsSchema>;

const pageLimit = (fallback: number) => z.coerce.number().int().min(1).max(50).default(fallback);

/** `GET /api/vendor/customers?q=&cursor=`: who bought from her, latest buyer first. */
export const customersQuerySchema = z.object({
  q: z.string().trim().max(InsightsLimits.searchMax).optional(),
  cursor: cursorParam,
  limit: pageLimit(InsightsLimits.customersPageSize),
});

/** A buyer of hers: orders not cancelled, what she spent on them less refunds, and her latest order's time. */
export const customerSchema = z.object({
  id: z.uuid(),
  username: z.string().nullable(),
  full_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  orders: z.number().int(),
  total_spent: z.number(),
  last_order_at: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

export const customerPageSchema = z.object({
  /** Her shop's currency, that `total_spent` is in. */
  currency: z.string(),
  items: z.array(customerSchema),
  next_cursor: z.string().nullable(),
});
export type CustomerPage = z.infer<typeof customerPageSchema>;

export const VENDOR_REVIEW_FILTERS = ["all", "unanswered"] as const;
export type VendorReviewFilter = (typeof VENDOR_REVIEW_FILTERS)[number];

/** `GET /api/vendor/reviews?filter=&cursor=`: reviews of her listings, newest first. */
export const vendorReviewsQuerySchema = z.object({
  filter: z.enum(VENDOR_REVIEW_FILTERS).default("all"),
  cursor: cursorParam,
  limit: pageLimit(InsightsLimits.reviewsPageSize),
});

export const vendorReviewSchema = z.object({
  id: z.uuid(),
  rating: z.number().int(),
  comment: z.string(),
  created_at: z.string(),
  /** Written on a delivered order of the listing. */
  verified_purchase: z.boolean(),
  author: z.object({
    id: z.uuid(),
    username: z.string().nullable(),
    full_name: z.string().nullable(),
    avatar_url: z.string().nullable(),
  }),
  listing: z.object(listingRef),
  reply: z.string().nullable(),
  reply_at: z.string().nullable(),
});
export type VendorReview = z.infer<typeof vendorReviewSchema>;

export const vendorReviewPageSchema = z.object({
  items: z.array(vendorReviewSchema),
  next_cursor: z.string().nullable(),
  /** How many of her reviews wait for a reply (the Unanswered tab's count). */
  unanswered: z.number().int(),
});
export type VendorReviewPage = z.infer<typeof vendorReviewPageSchema>;

/** `PUT /api/vendor/reviews/{id}/reply`: her one public answer to a review. */
export const reviewReplyInputSchema = z.object({
  reply: z
    .string(InsightsMessages.replyRequired)
    .trim()
    .min(1, InsightsMessages.replyRequired)
    .max(InsightsLimits.replyMax, InsightsMessages.replyTooLong),
});
export type ReviewReplyInput = z.infer<typeof reviewReplyInputSchema>;
