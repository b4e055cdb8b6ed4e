import type { VendorListing } from "@saheli/core/contracts/listings";
import { listingPath } from "@saheli/core/listings";
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
import { useMarketplaceT } from "../i18n";
import { useStockState } from "../lib/use-stock-state";

/** One of her listings on the dashboard: what buyers see of it, and edit, show or hide, delete. */
export function VendorListingRow({ listing, currency }: { listing: VendorListing; currency: string }) {
  const { t } = useMarketplaceT();
  const [confirming, setConfirming] = useState(false);
  const visibility = useListingVisibility(listing.id);
  const remove = useDeleteListing(listing);
  const stock = useStockState(listing);
  const toggle = () =>
    visibility.mutate(!listing.is_active, {
      onSuccess: ({ is_active }) => toast.success(is_active ? t("vendor.row.shown") : t("vendor.row.hidden")),
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
          <span className="text-muted-foreground text-xs">
            {t(`vendor.listingTypes.${listing.listing_type}`)}
          </span>
          {listing.listing_type === "physical" && (
            <Badge variant={stock.available ? "muted" : "destructive"}>{stock.label}</Badge>
          )}
          {listing.is_active ? (
            <Badge variant="success">{t("vendor.row.active")}</Badge>
          ) : (
            <Badge variant="warning">{t("vendor.row.hiddenBadge")}</Badge>
          )}
        </div>
        <RatingSummary rating={listing.average_rating} reviews={listing.total_reviews} />
      </div>
      <div className="col-span-2 flex flex-wrap gap-1 sm:col-span-1 sm:justify-end">
        <Button asChild size="sm" variant="outline">
          <Link
            to={`/vendor/products/${listing.id}`}
            aria-label={t("vendor.row.detailsOf", { title: listing.title })}
          >
            <ChartColumn aria-hidden /> {t("vendor.row.details")}
          </Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link
            to={`/create-listing?edit=${listing.id}`}
            aria-label={t("vendor.row.editOf", { title: listing.title })}
          >
            <Pencil aria-hidden /> {t("vendor.row.edit")}
          </Link>
        </Button>
        {listing.listing_type === "service" && (
          <Button asChild size="sm" variant="outline">
            <Link
              to={`/vendor/services/${listing.id}/availability`}
              aria-label={t("vendor.row.hoursFor", { title: listing.title })}
            >
              <CalendarClock aria-hidden /> {t("vendor.row.hours")}
            </Link>
          </Button>
        )}
        {listing.listing_type === "service" && (
          <Button asChild size="sm" variant="outline">
            <Link
              to={`/vendor/services/${listing.id}/coworking`}
              aria-label={t("vendor.row.coworkOf", { title: listing.title })}
            >
              <Building2 aria-hidden /> {t("vendor.row.cowork")}
            </Link>
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          loading={visibility.isPending}
          onClick={toggle}
          aria-label={
            listing.is_active
              ? t("vendor.row.hideOf", { title: listing.title })
              : t("vendor.row.showOf", { title: listing.title })
          }
        >
          {listing.is_active ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
          {listing.is_active ? t("vendor.row.hide") : t("vendor.row.show")}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setConfirming(true)}
          aria-label={t("vendor.row.deleteOf", { title: listing.title })}
        >
          <Trash2 aria-hidden /> {t("vendor.row.delete")}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("vendor.row.confirmTitle", { title: listing.title })}
        description={t("product.owner.warning")}
        confirmLabel={t("vendor.row.confirm")}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(t("vendor.row.deleted"));
            },
            onError: (error) => toast.error(error.message),
          })
        }
      />
    </li>
  );
}
