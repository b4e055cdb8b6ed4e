import type { Catalogue } from "@/lib/i18n/catalogues/catalogue";
import type { bookingsEn } from "./en";
import { buyerHi } from "./hi/buyer";
import { commonHi } from "./hi/common";
import { shopHi } from "./hi/shop";

/** The bookings screens in Hindi (words from `docs/glossary-hi.md`). */
export const bookingsHi: Catalogue<typeof bookingsEn> = {
  ...commonHi,
  buyer: buyerHi,
  shop: shopHi,
};
