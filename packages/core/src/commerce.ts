/** `/commerce` (doc 1 §2, doc 3 §2.11): the whole marketplace through one of its shelves. */

export const COMMERCE_SHELVES = ["all", "featured", "bestsellers", "deals", "trending"] as const;
export type CommerceShelf = (typeof COMMERCE_SHELVES)[number];

export const CommerceShelfLabels: Record<CommerceShelf, string> = {
  all: "Everything",
  featured: "Featured",
  bestsellers: "Bestsellers",
  deals: "Deals",
  trending: "Trending",
};

export const CommerceShelfHints: Record<CommerceShelf, string> = {
  all: "Everything on sale, the best rated first.",
  featured: "Picked by the shops themselves.",
  bestsellers: "The most reviewed, as orders start to count.",
  deals: "On sale now, the biggest saving first.",
  trending: "New this month and already loved.",
};

/** A `?filter=` value; anything unknown shows everything. */
export function parseShelf(value: string | null | undefined): CommerceShelf {
  return (COMMERCE_SHELVES as readonly string[]).includes(value ?? "") ? (value as CommerceShelf) : "all";
}

export const TRENDING_DAYS = 30;
