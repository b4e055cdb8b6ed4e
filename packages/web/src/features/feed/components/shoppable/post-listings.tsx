import type { SharedListing } from "@saheli/core/contracts/post-listings";
import { useFeedT } from "@/features/feed/i18n";
import { SharedListingCard } from "./shared-listing-card";

/** The listings a post shares: side by side to scroll through on a phone, a grid on a laptop. */
export function PostListings({ listings }: { listings: SharedListing[] }) {
  const { t } = useFeedT();
  if (listings.length === 0) return null;
  const single = listings.length === 1;
  return (
    <ul
      aria-label={t("share.postListings")}
      className={
        single
          ? "grid max-w-xs"
          : "-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-1 lg:mx-0 lg:grid lg:grid-cols-2 lg:overflow-visible lg:px-0"
      }
    >
      {listings.map((shared) => (
        <li key={shared.listing_id} className={single ? "" : "w-[70%] shrink-0 snap-start lg:w-auto"}>
          <SharedListingCard shared={shared} />
        </li>
      ))}
    </ul>
  );
}
