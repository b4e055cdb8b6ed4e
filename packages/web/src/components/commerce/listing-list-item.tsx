import type { ListingCard } from "@saheli/core/contracts/home";
import { listingPath } from "@saheli/core/listings";
import { PreloadLink } from "@/components/ui/preload-link";
import { FallbackImage } from "./fallback-image";
import { ListingFacts } from "./listing-facts";

/** A listing as a row, for the category page's list view; `heading` as on the other cards. */
export function ListingListItem({
  listing,
  heading: Heading = "h3",
}: {
  listing: ListingCard;
  heading?: "h2" | "h3";
}) {
  return (
    <article className="relative flex gap-4 rounded-2xl bg-card p-3 shadow-card ring-1 ring-border">
      <FallbackImage
        src={listing.image_url}
        alt=""
        loading="lazy"
        width={112}
        height={112}
        className="size-28 shrink-0 rounded-xl bg-muted object-cover"
      />
      <div className="grid min-w-0 content-start gap-1">
        <Heading className="line-clamp-2 font-medium">
          <PreloadLink to={listingPath(listing)} className="after:absolute after:inset-0 after:rounded-2xl">
            {listing.title}
          </PreloadLink>
        </Heading>
        <ListingFacts listing={listing} />
      </div>
    </article>
  );
}
