import type { ListingDetail } from "@saheli/core/contracts/listings";
import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { useDeleteListing } from "../api/listings";

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
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete this listing?</DialogTitle>
            <DialogDescription>
              It leaves your shop, search, and every cart and wishlist. Past orders keep their record.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => {
                    toast.success("Listing deleted");
                    navigate(`/shop/${encodeURIComponent(listing.shop.slug)}`, { replace: true });
                  },
                  onError: (error) => toast.error(error.message),
                })
              }
            >
              Delete listing
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
