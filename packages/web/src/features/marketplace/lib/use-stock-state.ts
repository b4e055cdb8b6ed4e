import { type ListingType, stockState } from "@saheli/core/listings";
import { useMarketplaceT } from "../i18n";

/** Core's stock state with its label in her language ("Only 3 left", "Out of stock"). */
export function useStockState(listing: { listing_type: ListingType; quantity: number }) {
  const { t } = useMarketplaceT();
  const { available } = stockState(listing);
  const label =
    listing.listing_type !== "physical"
      ? t("product.stock.available")
      : listing.quantity <= 0
        ? t("product.stock.out")
        : listing.quantity <= 5
          ? t("product.stock.few", { n: listing.quantity })
          : t("product.stock.in");
  return { available, label };
}
