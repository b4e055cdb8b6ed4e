import type { VendorReviewFilter } from "@saheli/core/contracts/vendor-insights";
import type { DayRange } from "@saheli/core/vendor-insights";

const all = ["vendor-insights"] as const;

/** Her shop's analytics, customers and reviews. */
export const vendorInsightsKeys = {
  all,
  analytics: (range: DayRange) => [...all, "analytics", range.from, range.to] as const,
  customers: (search: string) => [...all, "customers", search] as const,
  reviewLists: [...all, "reviews"] as const,
  reviews: (filter: VendorReviewFilter) => [...all, "reviews", filter] as const,
};
