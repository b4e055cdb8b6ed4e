import { shops } from "../schema/index.js";

/** What a shop card shows, everywhere shops are listed. */
export const shopCardColumns = {
  id: shops.id,
  shop_name: shops.shop_name,
  slug: shops.slug,
  logo_url: shops.logo_url,
  shop_description: shops.shop_description,
  shop_categories: shops.shop_categories,
  verified: shops.verified,
  average_rating: shops.average_rating,
  total_reviews: shops.total_reviews,
};
