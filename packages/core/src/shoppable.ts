/** Shoppable posts (issue 21 §5, doc 1 §3 "Listing embedded in a post", §7 "My listings", §8 share pickers). */
import type { ListingType } from "./listings";

export const ShareLimits = {
  /** Listings one post may carry, products and services together. */
  perPost: 4,
  /** What a picker lists of her listings (doc 1 §9 "Listing fetch limit (pickers)"). */
  pickerMax: 50,
  pickerQueryMax: 100,
} as const;

/** The two pickers: "Select Products to Share" (physical and digital) and "Select Services to Share". */
export const SHARE_KINDS = ["products", "services"] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];

export const shareKindTypes: Record<ShareKind, readonly ListingType[]> = {
  products: ["physical", "digital"],
  services: ["service"],
};

export const shareKindOf = (type: ListingType): ShareKind => (type === "service" ? "services" : "products");

export const ShareMessages = {
  pickerTitle: { products: "Select Products to Share", services: "Select Services to Share" },
  fetchError: { products: "Error fetching products", services: "Error fetching services" },
  fetchErrorDetail: "Could not load your products or services",
  loadFailed: { products: "Failed to load products", services: "Failed to load services" },
  empty: { products: "No products found", services: "No services found" },
  tooMany: "You can share up to 4 products or services in a post",
  notYours: "You can share only your own listings that are on sale",
  unavailable: "This item is no longer available",
  soldOut: "Sold out",
} as const;

/** How a shared listing shows on a post: for sale, on sale but out of stock, or gone (deleted, hidden, shop closed). */
export type SharedState = "on_sale" | "sold_out" | "unavailable";

export function sharedState(listing: {
  on_sale: boolean;
  listing_type: ListingType;
  quantity: number;
}): SharedState {
  if (!listing.on_sale) return "unavailable";
  // Downloads and services never run out; a physical listing does at 0 (the cart's stock rule).
  if (listing.listing_type === "physical" && listing.quantity <= 0) return "sold_out";
  return "on_sale";
}

/** Her choice, in order, without repeats; more than the limit is refused rather than cut. */
export function chosenListings(ids: readonly string[]): { ids: string[] } | { refused: string } {
  const unique = [...new Set(ids)];
  if (unique.length > ShareLimits.perPost) return { refused: ShareMessages.tooMany };
  return { ids: unique };
}
