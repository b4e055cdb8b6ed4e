import { shopSlug } from "./slugs";

/** Listings (doc 3 §3 "Listing", §5 listing type, §8 listing service codes, §9 listing paging). */

export const LISTING_TYPES = ["physical", "digital", "service"] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

export const ListingTypeLabels: Record<ListingType, string> = {
  physical: "Product",
  digital: "Digital download",
  service: "Service",
};

export const ListingLimits = {
  titleMax: 150,
  descriptionMax: 5000,
  priceMax: 10_000_000,
  quantityMax: 100_000,
  imagesMax: 10,
  variationsMax: 50,
  variationTextMax: 50,
  tagsMax: 20,
  tagMax: 40,
  bookingMinutesMin: 15,
  bookingMinutesMax: 8 * 60,
  similarShown: 6,
  similarityThreshold: 0.3,
} as const;

export const ListingMessages = {
  notAuthenticated: "User not authenticated",
  shopAccessDenied: "Shop not found or access denied",
  accessDenied: "Listing not found or access denied",
  notFound: "Listing not found",
  invalidType: "Invalid listing type. Must be physical, digital, or service",
  missingIdentifier: "Either listingId or slug must be provided",
  salePriceTooHigh: "The sale price must be lower than the price",
  imagesOwn: "Images must be uploaded to Saheli first.",
  digitalFileRequired: "Please add the file buyers will download",
  bookingDurationRequired: "Please give the service's duration",
  created: "Listing published",
  saved: "Listing saved",
  featureAdminsOnly: "Only admins can feature listings",
} as const;

export function isListingType(value: string): value is ListingType {
  return (LISTING_TYPES as readonly string[]).includes(value);
}

/** What a buyer pays for one: the sale price when there is one. */
export function unitPrice(listing: { price: number; sale_price: number | null }): number {
  return listing.sale_price ?? listing.price;
}

/** Percent off shown beside a sale price, rounded down; null when there is no real saving. */
export function discountPercent(listing: { price: number; sale_price: number | null }): number | null {
  if (listing.sale_price === null || listing.price <= 0 || listing.sale_price >= listing.price) return null;
  return Math.floor(((listing.price - listing.sale_price) / listing.price) * 100);
}

/** The stock line on a product page. */
export function stockState(listing: { listing_type: ListingType; quantity: number }) {
  if (listing.listing_type !== "physical") return { available: true, label: "Available" };
  if (listing.quantity <= 0) return { available: false, label: "Out of stock" };
  if (listing.quantity <= 5) return { available: true, label: `Only ${listing.quantity} left` };
  return { available: true, label: "In stock" };
}

/** A listing's page: services live under /service, everything else under /product. */
export function listingPath(listing: { slug: string; listing_type: string }): string {
  return listing.listing_type === "service" ? `/service/${listing.slug}` : `/product/${listing.slug}`;
}

/** A listing slug: the shop-slug rule on its title, and a piece of its id so two "Silk saree" listings differ. */
export function listingSlug(title: string, id: string): string {
  const words = shopSlug(title).slice(0, 80).replace(/-$/, "");
  return `${words || "listing"}-${id.slice(0, 8)}`;
}
