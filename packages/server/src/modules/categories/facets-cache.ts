import { CachePolicy } from "@saheli/core/cache-policy";
import type { Db } from "../../db/connect.js";
import type { Clock } from "../../platform/clock.js";
import { ttlCache } from "../../platform/ttl-cache.js";
import { categoryFacets } from "./category-page.queries.js";

/**
 * A category's facets (the tags and variations of what is on sale there) change only as its listings do: each
 * category's are kept on this node for doc 3 §9's 5 minutes (half the page's database work). The listings,
 * prices and totals beside them are always read fresh.
 */
export function categoryFacetsCache(db: Db, clock: Clock) {
  const cache = ttlCache<Awaited<ReturnType<typeof categoryFacets>>>(clock, CachePolicy.categoryListingsMs);
  return (categoryId: string) => cache.through(categoryId, () => categoryFacets(db, categoryId));
}
