import type { ShoppingListing } from "@saheli/core/contracts/cart";
import type { ListingDetail } from "@saheli/core/contracts/listings";

/** What a cart line keeps of a listing page (a visitor's cart shows it without asking the server). */
export function toShoppingListing(listing: ListingDetail): ShoppingListing {
  return {
    id: listing.id,
    slug: listing.slug,
    title: listing.title,
    price: listing.price,
    sale_price: listing.sale_price,
    quantity: listing.quantity,
    listing_type: listing.listing_type,
    image_url: listing.images[0]?.image_url ?? null,
    shop_id: listing.shop.id,
    shop_name: listing.shop.shop_name,
    shop_slug: listing.shop.slug,
    shop_currency: listing.shop.shop_currency,
    vendor_id: listing.shop.owner.id,
    has_variations: listing.variations.length > 0,
  };
}
