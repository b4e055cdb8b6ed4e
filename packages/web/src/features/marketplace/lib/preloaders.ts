import type { QueryClient } from "@tanstack/react-query";
import { registerPreloader } from "@/lib/preload";
import { categoryPageQuery } from "../api/category";
import { listingQuery } from "../api/listings";
import { shopQuery } from "../api/shops";

/** What a product, service, shop or category link fetches ahead: the page's code and its first answer. */
export function registerMarketplacePreloaders(queryClient: QueryClient) {
  const listing = (slug: string) => {
    void import("../routes/listing-page");
    void queryClient.prefetchQuery(listingQuery(slug));
  };
  registerPreloader("/product/", listing);
  registerPreloader("/service/", listing);
  registerPreloader("/shop/", (slug) => {
    void import("../routes/shop-page");
    void queryClient.prefetchQuery(shopQuery(slug));
  });
  registerPreloader("/category/", (slug) => {
    void import("../routes/category-page");
    void queryClient.prefetchQuery(categoryPageQuery(slug));
  });
}
