import type { ProductDetails } from "@saheli/core/contracts/vendor-products";
import { listingPath } from "@saheli/core/listings";
import { Copy, ExternalLink, Pause, Pencil, Play } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { useDuplicateListing } from "@/features/marketplace/api/product-details";
import { useListingVisibility } from "@/features/marketplace/api/vendor";

type Listing = ProductDetails["listing"];

/** Edit, duplicate, pause or resume her listing, and see it as buyers do. */
export function ProductActions({ listing }: { listing: Listing }) {
  const navigate = useNavigate();
  const duplicate = useDuplicateListing(listing.id);
  const visibility = useListingVisibility(listing.id);
  const [pausing, setPausing] = useState(false);
  const setActive = (isActive: boolean) =>
    visibility.mutate(isActive, {
      onSuccess: () => {
        setPausing(false);
        toast.success(isActive ? "Listing resumed: buyers can see it again" : "Listing paused");
      },
      onError: (error) => toast.error(error.message),
    });
  const copy = () =>
    duplicate.mutate(undefined, {
      onSuccess: (made) => {
        toast.success("Copy made", { description: `${made.title} is paused until you resume it.` });
        navigate(`/vendor/products/${made.id}`);
      },
      onError: (error) => toast.error(error.message),
    });
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild>
        <Link to={`/create-listing?edit=${listing.id}`}>
          <Pencil aria-hidden /> Edit
        </Link>
      </Button>
      <Button variant="outline" loading={duplicate.isPending} onClick={copy}>
        <Copy aria-hidden /> Duplicate
      </Button>
      {listing.is_active ? (
        <Button variant="outline" onClick={() => setPausing(true)}>
          <Pause aria-hidden /> Pause
        </Button>
      ) : (
        <Button variant="outline" loading={visibility.isPending} onClick={() => setActive(true)}>
          <Play aria-hidden /> Resume
        </Button>
      )}
      <Button asChild variant="ghost">
        <Link to={listingPath(listing)}>
          <ExternalLink aria-hidden /> View as buyers do
        </Link>
      </Button>
      <ConfirmDialog
        open={pausing}
        onOpenChange={setPausing}
        title={`Pause ${listing.title}?`}
        description="Buyers won't find it or buy it until you resume it. Its orders, reviews and stock stay."
        confirmLabel="Pause listing"
        pending={visibility.isPending}
        onConfirm={() => setActive(false)}
      />
    </div>
  );
}
