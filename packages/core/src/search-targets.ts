/** The global search box's placeholder (doc 3 §2.6). */
export const SEARCH_PLACEHOLDER = "Search products, brands, shops and services...";

/** Where a typed query goes when nothing more specific is picked: the products search. */
export function productSearchHref(query: string): string {
  return `/commerce?search=${encodeURIComponent(query.trim())}`;
}

export function serviceSearchHref(query: string): string {
  return `${productSearchHref(query)}&type=service`;
}

export function shopSearchHref(query: string): string {
  return `/shops?search=${encodeURIComponent(query.trim())}`;
}

export function peopleSearchHref(query: string): string {
  return `/community/search?q=${encodeURIComponent(query.trim())}&tab=people`;
}
