import { upcomingCommerce } from "./upcoming-commerce";
import { upcomingCommunity } from "./upcoming-community";
import type { UpcomingFeature } from "./upcoming-feature";

/** Every promised feature by key; routes name the key, the coming-soon page (loaded lazily) the details. */
export const upcomingFeatures = { ...upcomingCommerce, ...upcomingCommunity } satisfies Record<
  string,
  UpcomingFeature
>;
export type UpcomingKey = keyof typeof upcomingFeatures;
