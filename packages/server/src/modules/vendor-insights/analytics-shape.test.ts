import { describe, expect, it } from "vitest";
import { type DailyRow, type ListingRow, mergeListings } from "./analytics.queries.js";
import { analyticsCsv } from "./analytics-csv.js";
import { shapeAnalytics, toListingFigures } from "./analytics-shape.js";

const day = (d: string, over: Partial<DailyRow> = {}): DailyRow => ({
  day: d,
  orders: 0,
  gross: 0,
  refunds: 0,
  cancellations: 0,
  returns: 0,
  views: 0,
  ...over,
});

const listing = (title: string, over: Partial<ListingRow> = {}): ListingRow => ({
  id: `00000000-0000-4000-8000-${String(title.length).padStart(12, "0")}`,
  title,
  slug: title.toLowerCase().replace(/\W+/g, "-"),
  listing_type: "physical",
  views: 0,
  orders: 0,
  units: 0,
  revenue: 0,
  ...over,
});

describe("shaping the analytics answer", () => {
  const range = { from: "2026-06-01", to: "2026-06-03" };
  const daily = [
    day("2026-06-01", { orders: 2, gross: 1000.1, refunds: 0, views: 40, cancellations: 1 }),
    day("2026-06-02"),
    day("2026-06-03", { orders: 1, gross: 499.2, refunds: 499.2, views: 10, returns: 1 }),
  ];

  it("sums the days and divides only by what is there", () => {
    const shaped = shapeAnalytics(range, "INR", daily, []);
    expect(shaped.range.days).toBe(3);
    expect(shaped.summary).toEqual({
      revenue: 1000.1,
      gross_sales: 1499.3,
      refunds: 499.2,
      orders: 3,
      average_order_value: 499.77,
      views: 50,
      conversion_rate: 0.06,
      cancellations: 1,
      cancellation_rate: 0.25,
      returns: 1,
      return_rate: 0.3333,
    });
    expect(shaped.daily.map((d) => d.revenue)).toEqual([1000.1, 0, 0]);
    const quiet = shapeAnalytics(range, "INR", [day("2026-06-01")], []).summary;
    expect([quiet.average_order_value, quiet.conversion_rate, quiet.return_rate]).toEqual([null, null, null]);
  });

  it("ranks the top listings by revenue and by units, leaving out those that did not sell", () => {
    const rows = [
      listing("Silk saree", { revenue: 9000, units: 2, orders: 2, views: 50 }),
      listing("Cotton stole", { revenue: 1500, units: 5, orders: 4, views: 20 }),
      listing("Looked at only", { views: 99 }),
    ];
    const shaped = shapeAnalytics(range, "INR", daily, rows);
    expect(shaped.top_by_revenue.map((l) => l.title)).toEqual(["Silk saree", "Cotton stole"]);
    expect(shaped.top_by_units.map((l) => l.title)).toEqual(["Cotton stole", "Silk saree"]);
    expect(shaped.listings.map((l) => l.conversion_rate)).toEqual([0.04, 0.2, 0]);
  });
});

describe("merging the two statements' listings", () => {
  it("joins views and sales by listing and puts the best-selling first, then the most seen", () => {
    const ref = (n: number) => ({
      id: `00000000-0000-4000-8000-00000000000${n}`,
      title: `Listing ${n}`,
      slug: `listing-${n}`,
      listing_type: "physical",
    });
    const merged = mergeListings(
      [
        { ...ref(1), views: 10 },
        { ...ref(2), views: 30 },
        { ...ref(3), views: 5 },
      ],
      [
        { ...ref(3), orders: 1, units: 1, revenue: 500 },
        { ...ref(4), orders: 2, units: 3, revenue: 900 },
      ],
    );
    expect(merged.map((l) => [l.title, l.views, l.orders, l.revenue])).toEqual([
      ["Listing 4", 0, 2, 900],
      ["Listing 3", 5, 1, 500],
      ["Listing 2", 30, 0, 0],
      ["Listing 1", 10, 0, 0],
    ]);
  });
});

describe("the CSV", () => {
  it("writes the days, a blank line and the listings, with formulas defused", () => {
    const shaped = shapeAnalytics(
      { from: "2026-06-01", to: "2026-06-01" },
      "INR",
      [day("2026-06-01", { orders: 1, gross: 10, views: 4 })],
      [],
    );
    const rows = [listing('=HYPERLINK("x")', { views: 4, orders: 1, units: 1, revenue: 10 })].map(
      toListingFigures,
    );
    const { csv, fileName } = analyticsCsv(shaped, rows, "https://saheli.example");
    expect(fileName).toBe("analytics-2026-06-01-to-2026-06-01.csv");
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.slice(1).split("\r\n")).toEqual([
      "Daily figures,2026-06-01 to 2026-06-01,IST days",
      "Day,Revenue (INR),Orders,Views",
      "2026-06-01,10,1,4",
      "",
      "Listings",
      "Listing,Type,Link,Views,Orders,Units,Revenue (INR),Conversion",
      `"'=HYPERLINK(""x"")",physical,https://saheli.example/product/-hyperlink-x-,4,1,1,10,0.25`,
      "",
    ]);
  });
});
