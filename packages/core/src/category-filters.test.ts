import { describe, expect, it } from "vitest";

// Core has no DOM or Node types; the tests run on Node, which has URLSearchParams.
declare const URLSearchParams: new (
  init?: string | [string, string][],
) => import("./category-filters").QueryParams & {
  toString(): string;
};

import {
  activeFilterCount,
  categoryFilterParams,
  minimumRating,
  parseCategoryFilters,
} from "./category-filters";

const parse = (query: string) => parseCategoryFilters(new URLSearchParams(query));

describe("category filters", () => {
  it("reads every filter from the URL and writes the same URL back", () => {
    const query =
      "min=500&max=3000&rating=4&rating=3&type=product&tag=silk&cat=wall-art&v.Colour=Indigo&v.Colour=Red&featured=1&sort=price-low&page=2";
    const filters = parse(query);
    expect(filters).toEqual({
      priceRange: [500, 3000],
      rating: [4, 3],
      itemType: ["product"],
      tags: ["silk"],
      categories: ["wall-art"],
      variants: { Colour: ["Indigo", "Red"] },
      featured: true,
      sortBy: "price-low",
      page: 2,
    });
    expect(new URLSearchParams(categoryFilterParams(filters)).toString()).toBe(query);
    expect(activeFilterCount(filters)).toBe(9);
    expect(minimumRating(filters)).toBe(3);
  });

  it("falls back on anything odd: prices out of range or reversed, unknown values, bad pages", () => {
    expect(parse("min=-5&max=99999&rating=7&type=rental&sort=cheapest&page=x")).toMatchObject({
      priceRange: [0, 10000],
      rating: [],
      itemType: [],
      sortBy: "featured",
      page: 1,
    });
    expect(parse("min=4000&max=1000").priceRange).toEqual([1000, 4000]);
    const odd = parse("v.__proto__=x&v.constructor=y");
    expect(Object.keys(odd.variants)).toEqual(["__proto__", "constructor"]);
    expect(odd.variants.constructor).toEqual(["y"]);
    expect(parse("min=149").priceRange[0]).toBe(100);
    expect(categoryFilterParams(parse(""))).toEqual([]);
  });
});
