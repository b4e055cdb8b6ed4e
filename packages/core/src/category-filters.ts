import { type CategorySort, parseCategorySort } from "./category-sort";

/** Doc 3 §2.15, §3 "Category filter state", §9 Filters: kept in the URL so a filtered page can be shared. */

export const FilterLimits = {
  priceMin: 0,
  priceMax: 10_000,
  priceStep: 100,
  ratings: [4, 3, 2, 1] as readonly number[],
  tagsCollected: 50,
  tagsShown: 10,
  categoriesShown: 12,
  variantGroupsShown: 4,
  variantValuesShown: 10,
  variantValuesCollected: 20,
  pageSize: 20,
} as const;

export const ITEM_TYPES = ["product", "service"] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

export type CategoryFilters = {
  priceRange: [number, number];
  rating: number[];
  itemType: ItemType[];
  tags: string[];
  /** Sub-categories (seo names) of the category, from the Categories filter (doc 3 §2.15); none is all of them. */
  categories: string[];
  variants: Record<string, string[]>;
  featured: true | null;
  sortBy: CategorySort;
  page: number;
};

const clampPrice = (value: number) =>
  Math.min(
    FilterLimits.priceMax,
    Math.max(FilterLimits.priceMin, Math.round(value / FilterLimits.priceStep) * FilterLimits.priceStep),
  );

const numberOr = (value: string | null, fallback: number) => {
  const n = Number(value);
  return value !== null && value !== "" && Number.isFinite(n) ? n : fallback;
};

/** What the filters are read from: `URLSearchParams` in the browser and on the server. */
export type QueryParams = Iterable<[string, string]> & {
  get(name: string): string | null;
  getAll(name: string): string[];
};

/** Reads the filters from `?min=&max=&rating=&type=&tag=&v.Colour=&featured=&sort=&page=`; bad values fall back. */
export function parseCategoryFilters(params: QueryParams): CategoryFilters {
  let low = clampPrice(numberOr(params.get("min"), FilterLimits.priceMin));
  let high = clampPrice(numberOr(params.get("max"), FilterLimits.priceMax));
  if (low > high) [low, high] = [high, low];
  // A Map, then own properties only: "v.__proto__" or "v.constructor" are just odd names, never the prototype.
  const variants = new Map<string, string[]>();
  for (const [key, value] of params) {
    if (!key.startsWith("v.") || key.length <= 2 || !value) continue;
    const name = key.slice(2);
    if (!variants.has(name) && variants.size >= FilterLimits.variantGroupsShown * 2) continue;
    variants.set(name, [...(variants.get(name) ?? []), value]);
  }
  return {
    priceRange: [low, high],
    rating: [...new Set(params.getAll("rating").map(Number))].filter((r: number) =>
      FilterLimits.ratings.includes(r),
    ),
    itemType: [...new Set(params.getAll("type"))].filter((t): t is ItemType =>
      (ITEM_TYPES as readonly string[]).includes(t),
    ),
    tags: [
      ...new Set(
        params
          .getAll("tag")
          .map((t) => t.trim().toLowerCase())
          .filter(Boolean),
      ),
    ].slice(0, FilterLimits.tagsCollected),
    categories: [
      ...new Set(
        params
          .getAll("cat")
          .map((c) => c.trim().toLowerCase())
          .filter(Boolean),
      ),
    ].slice(0, FilterLimits.categoriesShown),
    variants: Object.fromEntries(variants),
    featured: params.get("featured") === "1" ? true : null,
    sortBy: parseCategorySort(params.get("sort")),
    page: Math.max(1, Math.min(500, Math.floor(numberOr(params.get("page"), 1)))),
  };
}

/** The same filters as URL parameters (`new URLSearchParams(pairs)`), leaving out defaults so links stay short. */
export function categoryFilterParams(filters: CategoryFilters): [string, string][] {
  const pairs: [string, string][] = [];
  if (filters.priceRange[0] > FilterLimits.priceMin) pairs.push(["min", String(filters.priceRange[0])]);
  if (filters.priceRange[1] < FilterLimits.priceMax) pairs.push(["max", String(filters.priceRange[1])]);
  for (const r of filters.rating) pairs.push(["rating", String(r)]);
  for (const t of filters.itemType) pairs.push(["type", t]);
  for (const t of filters.tags) pairs.push(["tag", t]);
  for (const c of filters.categories) pairs.push(["cat", c]);
  for (const [name, values] of Object.entries(filters.variants))
    for (const v of values) pairs.push([`v.${name}`, v]);
  if (filters.featured) pairs.push(["featured", "1"]);
  if (filters.sortBy !== "featured") pairs.push(["sort", filters.sortBy]);
  if (filters.page > 1) pairs.push(["page", String(filters.page)]);
  return pairs;
}

/** Every filter off (the sort and page stay as they are). */
export const CLEARED_FILTERS: Pick<
  CategoryFilters,
  "priceRange" | "rating" | "itemType" | "tags" | "categories" | "variants" | "featured"
> = {
  priceRange: [FilterLimits.priceMin, FilterLimits.priceMax],
  rating: [],
  itemType: [],
  tags: [],
  categories: [],
  variants: {},
  featured: null,
};

/** How many filters are on, for the Filters button's badge. */
export function activeFilterCount(filters: CategoryFilters): number {
  const price =
    filters.priceRange[0] > FilterLimits.priceMin || filters.priceRange[1] < FilterLimits.priceMax ? 1 : 0;
  const variants = Object.values(filters.variants).reduce((n, values) => n + values.length, 0);
  return (
    price +
    filters.rating.length +
    filters.itemType.length +
    filters.tags.length +
    filters.categories.length +
    variants +
    (filters.featured ? 1 : 0)
  );
}

/** A listing matches the rating filter when it reaches the lowest rating she ticked ("3 and up"). */
export const minimumRating = (filters: Pick<CategoryFilters, "rating">): number | null =>
  filters.rating.length > 0 ? Math.min(...filters.rating) : null;
