import type { ListingCard as Listing } from "@saheli/core/contracts/home";
import { listingPath } from "@saheli/core/listings";
import { PreloadLink } from "@/components/ui/preload-link";
import { cn } from "@/lib/cn";
import { FallbackImage } from "./fallback-image";
import { ListingFacts } from "./listing-facts";

export type CardHeading = "h2" | "h3";

type ListingCardProps = {
  listing: Listing;
  className?: string;
  eager?: boolean;
  /** h2 where the cards come straight under the page's h1; h3 under a section's h2. */
  heading?: CardHeading;
};

export function ListingCard({
  listing,
  className,
  eager = false,
  heading: Heading = "h3",
}: ListingCardProps) {
  return (
    <article className={cn("group relative flex flex-col", className)}>
      <div className="aspect-square overflow-hidden rounded-2xl bg-muted ring-1 ring-border">
        <FallbackImage
          src={listing.image_url}
          alt=""
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : "auto"}
          decoding="async"
          width={480}
          height={480}
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col gap-1 pt-3">
        <Heading className="line-clamp-2 text-pretty font-medium text-foreground text-sm leading-snug">
          <PreloadLink
            to={listingPath(listing)}
            className="rounded-sm after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-ring focus-visible:after:outline-offset-2"
          >
            {listing.title}
          </PreloadLink>
        </Heading>
        <ListingFacts listing={listing} />
      </div>
    </article>
  );
}
