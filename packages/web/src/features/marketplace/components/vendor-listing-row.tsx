import type { VendorListing } from "@saheli/core/contracts/listings";
import { ListingTypeLabels, listingPath, stockState } from "@saheli/core/listings";
import { Building2, CalendarClock, ChartColumn, Eye, EyeOff, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { FallbackImage } from "@/components/commerce/fallback-image";
import { PriceTag } from "@/components/commerce/price-tag";
import { RatingSummary } from "@/components/commerce/rating-summary";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { useDeleteListing } from "../api/listings";
import { useListingVisibility } from "../api/vendor";
import { DELETE_LISTING_WARNING } from "./owner-listing-actions";

/** One of her listings on the dashboard: what buyers see of it, and edit, show or hide, delete. */
export function VendorListingRow({ listing, currency }: { listing: VendorListing; currency: string }) {
  const [confirming, setConfirming] = useState(false);
  const visibility = useListingVisibility(listing.id);
  const remove = useDeleteListing(listing);
  const stock = stockState(listing);
  const toggle = () =>
    visibility.mutate(!listing.is_active, {
      onSuccess: ({ is_active }) =>
        toast.success(is_active ? "Listing shown to buyers" : "Listing hidden from buyers"),
      onError: (error) => toast.error(error.message),
    });
  return (
    <li className="grid grid-cols-[4rem_1fr] gap-3 border-border border-b py-3 last:border-b-0 sm:grid-cols-[4rem_1fr_auto] sm:items-center">
      <FallbackImage
        src={listing.image_url}
        alt=""
        loading="lazy"
        width={64}
        height={64}
        className="size-16 rounded-xl bg-muted object-cover"
      />
      <div className="grid min-w-0 gap-1">
        <Link to={listingPath(listing)} className="truncate font-medium hover:underline">
          {listing.title}
        </Link>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <PriceTag price={listing.price} salePrice={listing.sale_price} currency={currency} />
          <span className="text-muted-foreground text-xs">{ListingTypeLabels[listing.listing_type]}</span>
          {listing.listing_type === "physical" && (
            <Badge variant={stock.available ? "muted" : "destructive"}>{stock.label}</Badge>
          )}
          {listing.is_active ? (
            <Badge variant="success">Active</Badge>
          ) : (
            <Badge variant="warning">Hidden</Badge>
          )}
        </div>
        <RatingSummary rating={listing.average_rating} reviews={listing.total_reviews} />
      </div>
      <div className="col-span-2 flex flex-wrap gap-1 sm:col-span-1 sm:justify-end">
        <Button asChild size="sm" variant="outline">
          <Link to={`/vendor/products/${listing.id}`} aria-label={`Details of ${listing.title}`}>
            <ChartColumn aria-hidden /> Details
          </Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to={`/create-listing?edit=${listing.id}`} aria-label={`Edit ${listing.title}`}>
            <Pencil aria-hidden /> Edit
          </Link>
        </Button>
        {listing.listing_type === "service" && (
          <Button asChild size="sm" variant="outline">
            <Link
              to={`/vendor/services/${listing.id}/availability`}
              aria-label={`Hours for ${listing.title}`}
            >
              <CalendarClock aria-hidden /> Hours
            </Link>
          </Button>
        )}
        {listing.listing_type === "service" && (
          <Button asChild size="sm" variant="outline">
            <Link
              to={`/vendor/services/${listing.id}/coworking`}
              aria-label={`Co-working space: ${listing.title}`}
            >
              <Building2 aria-hidden /> Co-work
            </Link>
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          loading={visibility.isPending}
          onClick={toggle}
          aria-label={`${listing.is_active ? "Hide" : "Show"} ${listing.title}`}
        >
          {listing.is_active ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
          {listing.is_active ? "Hide" : "Show"}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setConfirming(true)}
          aria-label={`Delete ${listing.title}`}
        >
          <Trash2 aria-hidden /> Delete
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${listing.title}?`}
        description={DELETE_LISTING_WARNING}
        confirmLabel="Delete listing"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              toast.success("Listing deleted");
            },
            onError: (error) => toast.error(error.message),
          })
        }
      />
    </li>
  );
}
