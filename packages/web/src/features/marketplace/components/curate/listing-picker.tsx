import { ShopFrontLimits } from "@saheli/core/shop-front";
import { FallbackImage } from "@/components/commerce/fallback-image";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { useVendorListings } from "@/features/marketplace/api/vendor";
import { useMarketplaceT } from "@/features/marketplace/i18n";
import type { PickedListing } from "@/features/marketplace/lib/shop-front-draft";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sectionTitle: string;
  chosen: readonly PickedListing[];
  onChange: (next: PickedListing[]) => void;
};

/** Her listings on sale, to tick into a section (up to 24); ticked ones join the end of the section. */
export function ListingPicker({ open, onOpenChange, sectionTitle, chosen, onChange }: Props) {
  const { t } = useMarketplaceT();
  const listings = useVendorListings("active");
  const items = (listings.data?.pages ?? []).flatMap((page) => page.items);
  const ids = new Set(chosen.map((listing) => listing.id));
  const full = chosen.length >= ShopFrontLimits.listingsPerSectionMax;
  const toggle = (listing: PickedListing, on: boolean) =>
    onChange(on ? [...chosen, listing] : chosen.filter((item) => item.id !== listing.id));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {t("curate.picker.title", { section: sectionTitle || t("curate.picker.thisSection") })}
          </DialogTitle>
          <DialogDescription>
            {t("curate.picker.description", {
              max: ShopFrontLimits.listingsPerSectionMax,
              n: chosen.length,
            })}
          </DialogDescription>
        </DialogHeader>
        {listings.isPending ? (
          <div className="grid gap-2">
            {[0, 1, 2].map((n) => (
              <Skeleton key={n} className="h-12 rounded-xl" />
            ))}
          </div>
        ) : listings.isError ? (
          <p role="alert" className="text-destructive text-sm">
            {t("curate.picker.loadFailed")}{" "}
            <Button variant="link" onClick={() => listings.refetch()}>
              {t("curate.picker.retry")}
            </Button>
          </p>
        ) : items.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t("curate.picker.none")}</p>
        ) : (
          <fieldset className="grid max-h-[50dvh] gap-1 overflow-y-auto">
            <legend className="sr-only">{t("curate.picker.legend")}</legend>
            {items.map((listing) => {
              const on = ids.has(listing.id);
              const id = `pick-${listing.id}`;
              return (
                <label
                  key={listing.id}
                  htmlFor={id}
                  className="flex cursor-pointer items-center gap-3 rounded-xl p-2 hover:bg-muted has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60"
                >
                  <input
                    id={id}
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={on}
                    disabled={!on && full}
                    onChange={(event) => toggle(listing, event.target.checked)}
                  />
                  <FallbackImage
                    src={listing.image_url}
                    alt=""
                    width={40}
                    height={40}
                    className="size-10 rounded-lg bg-muted object-cover"
                  />
                  <span className="min-w-0 flex-1 truncate text-sm">{listing.title}</span>
                </label>
              );
            })}
          </fieldset>
        )}
        {listings.hasNextPage && (
          <Button
            variant="outline"
            size="sm"
            className="justify-self-center"
            loading={listings.isFetchingNextPage}
            onClick={() => listings.fetchNextPage()}
          >
            {t("curate.picker.more")}
          </Button>
        )}
        <DialogFooter>
          <Button onClick={() => onOpenChange(false)}>{t("curate.picker.done")}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
