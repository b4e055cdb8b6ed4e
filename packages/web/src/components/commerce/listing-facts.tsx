import type { ListingCard } from "@saheli/core/contracts/home";
import { PriceTag } from "./price-tag";
import { RatingSummary } from "./rating-summary";
import { VerifiedMark } from "./verified-mark";

/** Under a listing's title, wherever it is shown: the price, the shop and the rating. */
export function ListingFacts({ listing }: { listing: ListingCard }) {
  return (
    <>
      <PriceTag price={listing.price} salePrice={listing.sale_price} currency={listing.shop.shop_currency} />
      <p className="flex min-w-0 items-center gap-1 text-muted-foreground text-xs">
        <span className="truncate">{listing.shop.shop_name}</span>
        {listing.shop.verified && <VerifiedMark />}
      </p>
      <RatingSummary rating={listing.average_rating} reviews={listing.total_reviews} />
    </>
  );
}
