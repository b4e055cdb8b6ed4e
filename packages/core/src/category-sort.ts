/** Category sort options (doc 3 §9), in menu order; `featured` is the default. */
export const CATEGORY_SORT_OPTIONS = [
  { value: "featured", label: "Featured" },
  { value: "price-low", label: "Price: Low to High" },
  { value: "price-high", label: "Price: High to Low" },
  { value: "rating", label: "Top Rated" },
  { value: "newest", label: "Newest" },
] as const;

export type CategorySort = (typeof CATEGORY_SORT_OPTIONS)[number]["value"];

export const DEFAULT_CATEGORY_SORT: CategorySort = "featured";

/** A `?sort=` value read from the URL; anything unknown falls back to the default. */
export function parseCategorySort(value: string | null | undefined): CategorySort {
  return CATEGORY_SORT_OPTIONS.find((option) => option.value === value)?.value ?? DEFAULT_CATEGORY_SORT;
}
