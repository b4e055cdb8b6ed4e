import type { ListingCard as Listing } from "@saheli/core/contracts/home";
import { listingPath } from "@saheli/core/listings";
import { PreloadLink } from "@/components/ui/preload-link";
import { cn } from "@/lib/cn";
import { FallbackImage } from "./fallback-image";
import { ListingFacts } from "./listing-facts";

type ListingCardProps = { listing: Listing; className?: string; eager?: boolean };

export function ListingCard({ listing, className, eager = false }: ListingCardProps) {
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
        <h3 className="line-clamp-2 text-pretty font-medium text-foreground text-sm leading-snug">
          <PreloadLink
            to={listingPath(listing)}
            className="rounded-sm after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-ring focus-visible:after:outline-offset-2"
          >
            {listing.title}
          </PreloadLink>
        </h3>
        <ListingFacts listing={listing} />
      </div>
    </article>
  );
}
