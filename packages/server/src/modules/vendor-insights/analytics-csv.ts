import type { Analytics, ListingFigures } from "@saheli/core/contracts/vendor-insights";
import { listingPath } from "@saheli/core/listings";
import { CSV_BOM, csvRow } from "../shepay/csv.js";

/**
 * `analytics-{from}-to-{to}.csv`: the daily series, a blank line, then every listing's figures (all of them, not
 * only the page's first hundred). Amounts are plain rupee numbers and rates fractions, so a spreadsheet adds and
 * charts them as they are.
 */
export function analyticsCsv(
  analytics: Pick<Analytics, "range" | "currency" | "daily">,
  listings: ListingFigures[],
  publicUrl: string,
): { csv: string; fileName: string } {
  const { range, currency } = analytics;
  const lines = [
    csvRow(["Daily figures", `${range.from} to ${range.to}`, "IST days"]),
    csvRow(["Day", `Revenue (${currency})`, "Orders", "Views"]),
    ...analytics.daily.map((d) => csvRow([d.day, d.revenue, d.orders, d.views])),
    "\r\n",
    csvRow(["Listings"]),
    csvRow(["Listing", "Type", "Link", "Views", "Orders", "Units", `Revenue (${currency})`, "Conversion"]),
    ...listings.map((l) =>
      csvRow([
        l.title,
        l.listing_type,
        `${publicUrl}${listingPath(l)}`,
        l.views,
        l.orders,
        l.units,
        l.revenue,
        l.conversion_rate ?? "",
      ]),
    ),
  ];
  return { csv: CSV_BOM + lines.join(""), fileName: `analytics-${range.from}-to-${range.to}.csv` };
}
