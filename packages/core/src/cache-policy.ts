/** Doc 3 §9 "Cache": how long cached reads live and how full a cache may grow (then 20% least recently used go). */
export const CachePolicy = {
  defaultMs: 5 * 60_000,
  maxEntries: 500,
  evictFraction: 0.2,
  listingsMs: 5 * 60_000,
  categoryListingsMs: 5 * 60_000,
  searchMs: 2 * 60_000,
  categoriesMs: 10 * 60_000,
  /** Similar listings on a product page: a suggestion, not the vendor's own data (issue 16). */
  similarListingsMs: 5 * 60_000,
} as const;
