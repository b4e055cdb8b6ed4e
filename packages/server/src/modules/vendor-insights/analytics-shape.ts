import type { Analytics, ListingFigures } from "@saheli/core/contracts/vendor-insights";
import { type DayRange, daysIn, InsightsLimits, ratio, rupees } from "@saheli/core/vendor-insights";
import type { DailyRow, ListingRow } from "./analytics.queries.js";

export const toListingFigures = (row: ListingRow): ListingFigures => ({
  ...row,
  revenue: rupees(row.revenue),
  conversion_rate: ratio(row.orders, row.views),
});

/** The top `n` by `key`, only those that sold. */
function top(listings: ListingFigures[], key: "revenue" | "units", n: number) {
  return listings
    .filter((listing) => listing[key] > 0)
    .sort((a, b) => b[key] - a[key] || b.views - a.views || a.title.localeCompare(b.title))
    .slice(0, n);
}

/** The answer of `GET /api/vendor/analytics` from the two statements' rows: sums, rates and the top lists. */
export function shapeAnalytics(
  range: DayRange,
  currency: string,
  daily: DailyRow[],
  listingRows: ListingRow[],
): Analytics {
  const sum = (key: keyof Omit<DailyRow, "day">) => daily.reduce((total, row) => total + row[key], 0);
  const orders = sum("orders");
  const gross = rupees(sum("gross"));
  const refunds = rupees(sum("refunds"));
  const views = sum("views");
  const cancellations = sum("cancellations");
  const returns = sum("returns");
  const listings = listingRows.map(toListingFigures);
  return {
    range: { ...range, days: daysIn(range.from, range.to) },
    currency,
    summary: {
      revenue: rupees(gross - refunds),
      gross_sales: gross,
      refunds,
      orders,
      average_order_value: orders > 0 ? rupees(gross / orders) : null,
      views,
      conversion_rate: ratio(orders, views),
      cancellations,
      cancellation_rate: ratio(cancellations, orders + cancellations),
      returns,
      return_rate: ratio(returns, orders),
    },
    daily: daily.map((row) => ({
      day: row.day,
      revenue: rupees(row.gross - row.refunds),
      orders: row.orders,
      views: row.views,
    })),
    listings: listings.slice(0, InsightsLimits.listingsMax),
    top_by_revenue: top(listings, "revenue", InsightsLimits.topListings),
    top_by_units: top(listings, "units", InsightsLimits.topListings),
  };
}
