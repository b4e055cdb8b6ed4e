import { browseEn } from "./en/browse";
import { cartEn } from "./en/cart";
import { curateEn } from "./en/curate";
import { listingFormEn } from "./en/listing-form";
import { locationEn } from "./en/location";
import { productEn } from "./en/product";
import { shopEn } from "./en/shop";
import { shopFormEn } from "./en/shop-form";
import { vendorEn } from "./en/vendor";

/** The marketplace screens' words in English (issue 20); `./hi.ts` must have every one (the type checks it). */
export const marketplaceEn = {
  product: productEn,
  cart: cartEn,
  browse: browseEn,
  shop: shopEn,
  vendor: vendorEn,
  location: locationEn,
  shopForm: shopFormEn,
  listingForm: listingFormEn,
  curate: curateEn,
} as const;
