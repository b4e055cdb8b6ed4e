import { describe, expect, it } from "vitest";
import { CATEGORY_SORT_OPTIONS, parseCategorySort } from "./category-sort";

describe("category sort (doc 3 §9)", () => {
  it("offers featured, price-low, price-high, rating and newest", () => {
    expect(CATEGORY_SORT_OPTIONS.map((option) => option.value)).toEqual([
      "featured",
      "price-low",
      "price-high",
      "rating",
      "newest",
    ]);
  });

  it.each([
    ["price-high", "price-high"],
    ["newest", "newest"],
    ["cheapest", "featured"],
    [null, "featured"],
    [undefined, "featured"],
  ])("parses %s as %s", (value, sort) => expect(parseCategorySort(value)).toBe(sort));
});
