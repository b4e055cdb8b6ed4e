import type { Catalogue } from "@/lib/i18n/catalogues/catalogue";
import type { marketplaceEn } from "./en";
import { browseHi } from "./hi/browse";
import { cartHi } from "./hi/cart";
import { curateHi } from "./hi/curate";
import { listingFormHi } from "./hi/listing-form";
import { locationHi } from "./hi/location";
import { productHi } from "./hi/product";
import { shopHi } from "./hi/shop";
import { shopFormHi } from "./hi/shop-form";
import { vendorHi } from "./hi/vendor";

/** The marketplace screens in Hindi (words from `docs/glossary-hi.md`). */
export const marketplaceHi: Catalogue<typeof marketplaceEn> = {
  product: productHi,
  cart: cartHi,
  browse: browseHi,
  shop: shopHi,
  vendor: vendorHi,
  location: locationHi,
  shopForm: shopFormHi,
  listingForm: listingFormHi,
  curate: curateHi,
};
