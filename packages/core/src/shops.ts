/** Shops (doc 3 §3 "Shop", §4, §5 shop creation and form, §9 shop display). */

export const ShopLimits = {
  nameMin: 2,
  nameMax: 80,
  descriptionMax: 2000,
  categoriesMax: 10,
  /** A card shows this many categories, then '+N more'. */
  categoriesShown: 3,
  pageSize: 50,
  suggestions: 10,
  /** One day's opening hours, as she types them ("10 am – 7 pm, or Closed"). */
  hoursMax: 40,
} as const;

export const ShopMessages = {
  nameTooShort: "Shop name must be at least 2 characters",
  categoryRequired: "Please select at least one category",
  phoneInvalid: "Please enter a valid phone number",
  emailInvalid: "Please enter a valid email address",
  websiteInvalid: "Website URL must start with http:// or https://",
  notFound: "Shop not found",
  accessDenied: "Shop not found or access denied",
  alreadyExists: "Shop Already Exists",
  mustBeVerified: "Only verified women can open a shop on Saheli.",
  unknownCategory: "Please choose categories from the list",
  created: "Your shop is open!",
  saved: "Shop details saved",
  createFailed: "Failed to create shop",
  cannotFollowOwn: "You cannot follow your own shop",
  alreadyFollowing: "Already following this shop",
  notFollowing: "Not following this shop",
  followFailed: "Failed to follow shop",
  unfollowFailed: "Failed to unfollow shop",
  followedShopsFailed: "Failed to fetch followed shops",
  suggestionsFailed: "Failed to fetch shop suggestions",
} as const;

/** Doc 3 §5: a plus sign, a nonzero digit, then 6 to 14 digits. */
export const SHOP_PHONE = /^\+[1-9]\d{6,14}$/;
export const WEBSITE = /^https?:\/\//i;

export const SHOP_DAYS = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
] as const;
export type ShopDay = (typeof SHOP_DAYS)[number];

export const SOCIAL_NETWORKS = ["instagram", "facebook", "twitter", "linkedin"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Doc 3 §9: up to 3 categories, then '+N more'. */
export function categoriesShown(categories: readonly string[]): { shown: string[]; more: string | null } {
  const shown = categories.slice(0, ShopLimits.categoriesShown);
  const rest = categories.length - shown.length;
  return { shown, more: rest > 0 ? `+${rest} more` : null };
}

/** Doc 3 §9: ratings read with one decimal; the stars are the whole part. */
export function ratingLabel(rating: number): { text: string; stars: number } {
  const safe = Number.isFinite(rating) ? Math.min(Math.max(rating, 0), 5) : 0;
  return { text: safe.toFixed(1), stars: Math.floor(safe) };
}
