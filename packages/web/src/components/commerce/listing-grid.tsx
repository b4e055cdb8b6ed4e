import type { ListingCard as Listing } from "@saheli/core/contracts/home";
import { type CardHeading, ListingCard } from "./listing-card";

type ListingGridProps = {
  listings: Listing[];
  /** At the top of a page: the first row's photos load at once instead of lazily (they are its largest paint). */
  abovePage?: boolean;
  heading?: CardHeading;
};

/** Featured products: two columns on phones, four on wide screens. */
export function ListingGrid({ listings, abovePage = false, heading }: ListingGridProps) {
  return (
    <ul className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4">
      {listings.map((listing, index) => (
        <li key={listing.id}>
          <ListingCard listing={listing} eager={abovePage && index < 4} heading={heading} />
        </li>
      ))}
    </ul>
  );
}

/** One row: swipeable on phones; on wide screens the first four, side by side (services). */
export function ListingRow({ listings }: { listings: Listing[] }) {
  return (
    <ul className="-mx-4 flex snap-x scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 [scrollbar-width:none] sm:mx-0 sm:grid sm:grid-cols-3 sm:overflow-visible sm:px-0 lg:grid-cols-4 sm:[&>li:nth-child(n+4)]:hidden lg:[&>li:nth-child(4)]:block">
      {listings.map((listing) => (
        <li key={listing.id} className="w-44 shrink-0 snap-start sm:w-auto">
          <ListingCard listing={listing} />
        </li>
      ))}
    </ul>
  );
}
