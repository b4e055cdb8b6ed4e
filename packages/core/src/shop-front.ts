/**
 * Her shop front and how she sells (issue 19): the sections she curates on `/curate-shop`, her policies shown
 * on her listings, and holiday mode (her listings stay visible; buying pauses and her message is shown).
 */

export const ShopFrontLimits = {
  sectionsMax: 10,
  listingsPerSectionMax: 24,
  sectionTitleMax: 60,
  policyMax: 2000,
  holidayMessageMax: 300,
} as const;

export const SHOP_POLICIES = ["shipping", "returns", "cancellations"] as const;
export type ShopPolicy = (typeof SHOP_POLICIES)[number];

export const ShopPolicyLabels: Record<ShopPolicy, string> = {
  shipping: "Shipping",
  returns: "Returns",
  cancellations: "Cancellations",
};

export const ShopFrontMessages = {
  /** Shown when she turns holiday mode on without writing a message of her own. */
  holidayDefault: "Orders are paused for a short while. Please check back soon.",
  policyTooLong: `A policy can be at most ${ShopFrontLimits.policyMax.toLocaleString("en-IN")} characters`,
  holidayMessageTooLong: `The holiday message can be at most ${ShopFrontLimits.holidayMessageMax} characters`,
  sectionTitleRequired: "Please give the section a title",
  sectionTitleTooLong: `A section title can be at most ${ShopFrontLimits.sectionTitleMax} characters`,
  tooManySections: `You can have at most ${ShopFrontLimits.sectionsMax} sections`,
  tooManyListings: `A section can hold at most ${ShopFrontLimits.listingsPerSectionMax} listings`,
  repeatedListing: "A listing can be in a section only once",
  notOnSale: "Only your own listings that are on sale can be shown in a section",
  saved: "Your shop front is saved",
  bannerSaved: "Banner saved",
  bannerRemoved: "Banner removed",
} as const;

/** Her message, or the default one, as buyers read it. */
export function holidayNote(message: string | null | undefined): string {
  return message?.trim() || ShopFrontMessages.holidayDefault;
}

/** What the cart and checkout say when her shop is on holiday: "{shop} is on holiday: {message}". */
export function holidayRefusal(shopName: string, message: string | null | undefined): string {
  return `${shopName} is on holiday: ${holidayNote(message)}`;
}

/** Moves the item at `from` to `to` (both clamped), leaving the list as it was when nothing moves. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= items.length) return next;
  const target = Math.max(0, Math.min(items.length - 1, to));
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

/** Her policies as pages read them: each one's text, or null when she has not written it. */
export function policiesOf(
  stored: Partial<Record<ShopPolicy, string | null>> | null | undefined,
): Record<ShopPolicy, string | null> {
  return {
    shipping: stored?.shipping || null,
    returns: stored?.returns || null,
    cancellations: stored?.cancellations || null,
  };
}
