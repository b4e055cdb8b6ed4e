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
import { useMarketplaceT } from "@/features/marketplace/i18n";

type Listing = ProductDetails["listing"];

/** Edit, duplicate, pause or resume her listing, and see it as buyers do. */
export function ProductActions({ listing }: { listing: Listing }) {
  const { t } = useMarketplaceT();
  const navigate = useNavigate();
  const duplicate = useDuplicateListing(listing.id);
  const visibility = useListingVisibility(listing.id);
  const [pausing, setPausing] = useState(false);
  const setActive = (isActive: boolean) =>
    visibility.mutate(isActive, {
      onSuccess: () => {
        setPausing(false);
        toast.success(isActive ? t("vendor.actions.resumed") : t("vendor.actions.paused"));
      },
      onError: (error) => toast.error(error.message),
    });
  const copy = () =>
    duplicate.mutate(undefined, {
      onSuccess: (made) => {
        toast.success(t("vendor.actions.copied"), {
          description: t("vendor.actions.copiedHint", { title: made.title }),
        });
        navigate(`/vendor/products/${made.id}`);
      },
      onError: (error) => toast.error(error.message),
    });
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild>
        <Link to={`/create-listing?edit=${listing.id}`}>
          <Pencil aria-hidden /> {t("vendor.actions.edit")}
        </Link>
      </Button>
      <Button variant="outline" loading={duplicate.isPending} onClick={copy}>
        <Copy aria-hidden /> {t("vendor.actions.duplicate")}
      </Button>
      {listing.is_active ? (
        <Button variant="outline" onClick={() => setPausing(true)}>
          <Pause aria-hidden /> {t("vendor.actions.pause")}
        </Button>
      ) : (
        <Button variant="outline" loading={visibility.isPending} onClick={() => setActive(true)}>
          <Play aria-hidden /> {t("vendor.actions.resume")}
        </Button>
      )}
      <Button asChild variant="ghost">
        <Link to={listingPath(listing)}>
          <ExternalLink aria-hidden /> {t("vendor.actions.view")}
        </Link>
      </Button>
      <ConfirmDialog
        open={pausing}
        onOpenChange={setPausing}
        title={t("vendor.actions.confirmTitle", { title: listing.title })}
        description={t("vendor.actions.confirmText")}
        confirmLabel={t("vendor.actions.confirm")}
        pending={visibility.isPending}
        onConfirm={() => setActive(false)}
      />
    </div>
  );
}
