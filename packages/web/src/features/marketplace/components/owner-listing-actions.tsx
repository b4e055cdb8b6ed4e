import type { ListingDetail } from "@saheli/core/contracts/listings";
import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { useDeleteListing } from "../api/listings";
import { useMarketplaceT } from "../i18n";

/** Her own listing: edit it, or delete it after saying so. */
export function OwnerListingActions({ listing }: { listing: ListingDetail }) {
  const { t } = useMarketplaceT();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteListing(listing);
  const navigate = useNavigate();
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-2xl bg-primary-soft p-3 text-sm">
      <span className="flex-1 font-medium text-primary">
        {listing.is_active ? t("product.owner.active") : t("product.owner.hidden")}
      </span>
      <Button asChild size="sm" variant="outline">
        <Link to={`/create-listing?edit=${listing.id}`}>
          <Pencil aria-hidden /> {t("product.owner.edit")}
        </Link>
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden /> {t("product.owner.delete")}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("product.owner.confirmTitle")}
        description={t("product.owner.warning")}
        confirmLabel={t("product.owner.confirm")}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              toast.success(t("product.owner.deleted"));
              navigate(`/shop/${encodeURIComponent(listing.shop.slug)}`, { replace: true });
            },
            onError: (error) => toast.error(error.message),
          })
        }
      />
    </div>
  );
}
