import { describe, expect, it } from "vitest";
import { popularCategoryPaths } from "./use-popular-preload";

describe("popularCategoryPaths", () => {
  it("names the first five categories' pages, in the order the home page lists them", () => {
    const categories = [
      "sarees",
      "jewellery",
      "home-decor",
      "handicrafts",
      "beauty & wellness",
      "organic-food",
    ];
    expect(popularCategoryPaths(categories.map((seo_name) => ({ seo_name })))).toEqual([
      "/category/sarees",
      "/category/jewellery",
      "/category/home-decor",
      "/category/handicrafts",
      "/category/beauty%20%26%20wellness",
    ]);
  });

  it("preloads nothing when there are no categories", () => {
    expect(popularCategoryPaths([])).toEqual([]);
  });
});
