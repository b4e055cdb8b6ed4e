import type { ListingType } from "./listings";
import { unitPrice } from "./listings";

/** Cart and wishlist rules (doc 3 §4 "Cart", "Wishlist", §5 cart messages, §9 shipping). */

export const CartMessages = {
  listingNotFound: "Listing not found",
  notAvailable: "Listing is not available",
  insufficientStock: "Insufficient stock available",
  moreThanStock: "Cannot add more items than available in stock",
  productNotFound: "Product not found",
  productUnavailable: "Product is no longer available",
  alreadyInCart: "Already in your cart",
  tooMany: "You can add up to 100 of one item",
  added: "Added to cart",
  empty: "Your cart is empty",
  wishlistDuplicate: "Already in wishlist",
  wishlistEmpty: "Your wishlist is empty",
  wishlistAdded: "Added to wishlist",
  movedToCart: "Moved to cart",
  signInToSave: "Sign in to keep your wishlist",
  bookService: "A service is booked for a time: choose one on its page",
} as const;

export const CartLimits = {
  /** Shipping estimate per vendor, waived above the free-shipping threshold. */
  shippingPerVendor: 50,
  freeShippingAbove: 999,
  linesMax: 100,
  quantityMax: 100,
} as const;

/** Two lines are the same line when their listing and chosen variations match, in any order. */
export function variantKey(variant: Record<string, string> | null | undefined): string {
  if (!variant) return "";
  return Object.keys(variant)
    .sort()
    .map((name) => `${name}=${variant[name]}`)
    .join("|");
}

export type StockedListing = { listing_type: ListingType; quantity: number };

/**
 * The quantity a line has after adding (doc 3 §4): physical items add up to the stock; a digital item is only
 * ever one, and adding it again changes nothing; a service is not put in the cart but booked for a time. A refusal names the rule in the spec's words.
 */
export function quantityAfterAdd(
  listing: StockedListing,
  inCart: number,
  adding: number,
): { quantity: number } | { refused: string } | { unchanged: true } {
  if (listing.listing_type === "service") return { refused: CartMessages.bookService };
  if (listing.listing_type !== "physical") return inCart > 0 ? { unchanged: true } : { quantity: 1 };
  if (listing.quantity < adding && inCart === 0) return { refused: CartMessages.insufficientStock };
  if (inCart + adding > listing.quantity) return { refused: CartMessages.moreThanStock };
  if (inCart + adding > CartLimits.quantityMax) return { refused: CartMessages.tooMany };
  return { quantity: inCart + adding };
}

export type PricedLine = {
  quantity: number;
  listing: { price: number; sale_price: number | null; shop_id: string; listing_type?: ListingType };
};

/** Whether a line travels in a parcel: downloads and services ship nothing. */
export const ships = (line: PricedLine) => (line.listing.listing_type ?? "physical") === "physical";

/**
 * Subtotal, shipping (50 per vendor with a parcel to send, free above 999) and total: the same in the drawer, on
 * the page and at checkout, where each shop's order carries its 50 unless the whole cart ships free.
 */
export function cartTotals(lines: readonly PricedLine[]) {
  const subtotal = round(lines.reduce((sum, line) => sum + unitPrice(line.listing) * line.quantity, 0));
  const vendors = new Set(lines.filter(ships).map((line) => line.listing.shop_id)).size;
  const shipping =
    lines.length === 0 || subtotal > CartLimits.freeShippingAbove
      ? 0
      : vendors * CartLimits.shippingPerVendor;
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  return { count, subtotal, shipping, total: round(subtotal + shipping), freeShipping: shipping === 0 };
}

/** The totals for each currency in the cart (shops set their own), in the order the lines first show it. */
export function cartTotalsByCurrency<L extends PricedLine & { listing: { shop_currency: string } }>(
  lines: readonly L[],
) {
  const groups = new Map<string, L[]>();
  for (const line of lines)
    groups.set(line.listing.shop_currency, [...(groups.get(line.listing.shop_currency) ?? []), line]);
  return [...groups].map(([currency, group]) => ({ currency, ...cartTotals(group) }));
}

/** How much more (in whole units) makes shipping free; 0 when it already is. */
export function moreForFreeShipping(subtotal: number): number {
  return subtotal > CartLimits.freeShippingAbove
    ? 0
    : Math.floor(CartLimits.freeShippingAbove - subtotal) + 1;
}

const round = (value: number) => Math.round(value * 100) / 100;
