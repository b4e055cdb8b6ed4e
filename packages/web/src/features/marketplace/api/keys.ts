import type { VendorListingFilter } from "@saheli/core/contracts/listings";

const all = ["marketplace"] as const;
const shops = [...all, "shops"] as const;

export type ReviewScope = { listingId: string } | { shopId: string };

export const marketplaceKeys = {
  all,
  cart: [...all, "cart"] as const,
  wishlist: [...all, "wishlist"] as const,
  locations: [...all, "locations"] as const,
  categories: [...all, "categories"] as const,
  category: (slug: string, filters: string) => [...all, "category", slug, filters] as const,
  featuredShops: [...all, "featured-shops"] as const,
  commerce: (filter: string, search: string, page: number, type = "") =>
    [...all, "commerce", filter, search, page, type] as const,
  listings: [...all, "listing"] as const,
  /** A listing by slug or by id (both are cached after an edit). */
  listing: (slugOrId: string) => [...all, "listing", slugOrId] as const,
  reviews: [...all, "reviews"] as const,
  reviewsOf: (scope: ReviewScope) =>
    [
      ...all,
      "reviews",
      "listingId" in scope ? `listing:${scope.listingId}` : `shop:${scope.shopId}`,
    ] as const,
  shops,
  shop: (slug: string) => [...shops, "one", slug] as const,
  myShop: [...shops, "mine"] as const,
  shopListings: (shopId: string) => [...shops, "listings", shopId] as const,
  shopSearches: [...shops, "list"] as const,
  shopSearch: (search: string, category: string | undefined) => [...shops, "list", search, category] as const,
  shopList: (kind: "followed" | "suggestions") => [...shops, kind] as const,
  vendorListings: (filter: VendorListingFilter) => [...shops, "vendor-listings", filter] as const,
  /** Product Details and its stock history: under the vendor listings so an edit or import refreshes them. */
  productDetails: (listingId: string) => [...shops, "vendor-listings", "details", listingId] as const,
  stockHistory: (listingId: string) => [...shops, "vendor-listings", "stock-history", listingId] as const,
  /** Her shop front on /curate-shop, and a shop's front as buyers see it. */
  myShopFront: [...shops, "front", "mine"] as const,
  shopFront: (slugOrId: string) => [...shops, "front", slugOrId] as const,
  /**
   * Spelled as `features/vendor-orders` spells it (same endpoint; features cannot import each other), so a move
   * on her order page refreshes the dashboard's counts too.
   */
  vendorOrderCounts: ["vendor-orders", "counts"] as const,
};
