import type { ListingDetail } from "@saheli/core/contracts/listings";
import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { useDeleteListing } from "../api/listings";

export const DELETE_LISTING_WARNING =
  "It leaves your shop, search, and every cart and wishlist. Past orders keep their record.";

/** Her own listing: edit it, or delete it after saying so. */
export function OwnerListingActions({ listing }: { listing: ListingDetail }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteListing(listing);
  const navigate = useNavigate();
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-2xl bg-primary-soft p-3 text-sm">
      <span className="flex-1 font-medium text-primary">
        {listing.is_active ? "This is your listing." : "Your listing is hidden from buyers."}
      </span>
      <Button asChild size="sm" variant="outline">
        <Link to={`/create-listing?edit=${listing.id}`}>
          <Pencil aria-hidden /> Edit
        </Link>
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden /> Delete
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this listing?"
        description={DELETE_LISTING_WARNING}
        confirmLabel="Delete listing"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              toast.success("Listing deleted");
              navigate(`/shop/${encodeURIComponent(listing.shop.slug)}`, { replace: true });
            },
            onError: (error) => toast.error(error.message),
          })
        }
      />
    </div>
  );
}
