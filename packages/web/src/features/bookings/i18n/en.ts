import { buyerEn } from "./en/buyer";
import { commonEn } from "./en/common";
import { shopEn } from "./en/shop";

/** The bookings screens' words in English (issue 20); `./hi.ts` must have every one (the type checks it). */
export const bookingsEn = {
  ...commonEn,
  buyer: buyerEn,
  shop: shopEn,
} as const;
