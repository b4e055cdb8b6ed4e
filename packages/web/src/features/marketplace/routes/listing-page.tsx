import { PackageX } from "lucide-react";
import { Link, useParams } from "react-router";
import { ListingGrid } from "@/components/commerce/listing-grid";
import { PageLoading } from "@/components/page-loading";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { useListing } from "../api/listings";
import { BuyBox } from "../components/buy-box";
import { HolidayNotice } from "../components/holiday-notice";
import { ListingGallery } from "../components/listing-gallery";
import { OwnerListingActions } from "../components/owner-listing-actions";
import { ReportListingButton } from "../components/report-listing-button";
import { ReviewsSection } from "../components/reviews-section";
import { SellerCard } from "../components/seller-card";
import { ShopPolicies } from "../components/shop-policies";
import { useMarketplaceT } from "../i18n";

/** /product/{slug or id} and /service/{slug}: photos, price, choices, the seller and similar listings. */
export function Component() {
  const { slug = "" } = useParams();
  const listing = useListing(slug);
  const { t } = useMarketplaceT();
  if (listing.isPending) return <PageLoading />;
  if (listing.isError) {
    return (
      <EmptyState
        icon={PackageX}
        headingLevel="h1"
        title={t("product.page.unavailable")}
        description={t("product.page.unavailableHint")}
        action={
          <Button asChild>
            <Link to="/commerce">{t("product.page.keepShopping")}</Link>
          </Button>
        }
        className="py-16"
      />
    );
  }
  const data = listing.data;
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-8 px-4 py-6 sm:px-6 lg:py-10">
      <title>{t("product.page.title", { title: data.title, shop: data.shop.shop_name })}</title>
      {data.category && (
        <nav aria-label={t("product.page.breadcrumb")} className="text-muted-foreground text-sm">
          <Link to="/commerce" className="hover:underline">
            {t("product.page.marketplace")}
          </Link>{" "}
          /{" "}
          <Link to={`/category/${encodeURIComponent(data.category.seo_name)}`} className="hover:underline">
            {data.category.name}
          </Link>
        </nav>
      )}
      {data.is_owner && <OwnerListingActions listing={data} />}
      {data.shop.holiday_mode && (
        <HolidayNotice shopName={data.shop.shop_name} message={data.shop.holiday_message} />
      )}
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
        <ListingGallery key={data.id} images={data.images} title={data.title} />
        {/* Columns that shrink: a long title or shop name never makes the page wider than a phone. */}
        <div className="grid min-w-0 grid-cols-1 content-start gap-6">
          <BuyBox key={data.id} listing={data} />
          <SellerCard shop={data.shop} />
        </div>
      </div>
      <section aria-labelledby="about-heading" className="grid max-w-3xl gap-3">
        <h2 id="about-heading" className="font-display font-semibold text-xl">
          {data.listing_type === "service" ? t("product.page.aboutService") : t("product.page.aboutItem")}
        </h2>
        <p className="whitespace-pre-line text-pretty text-foreground/90">
          {data.description || t("product.page.noDescription")}
        </p>
        {!data.is_owner && <ReportListingButton listingId={data.id} />}
        {data.tags.length > 0 && (
          <ul aria-label={t("product.page.tags")} className="flex flex-wrap gap-1.5">
            {data.tags.map((tag) => (
              <li
                key={tag}
                className="rounded-full bg-secondary px-2.5 py-0.5 text-secondary-foreground text-xs"
              >
                #{tag}
              </li>
            ))}
          </ul>
        )}
      </section>
      <ShopPolicies policies={data.shop.policies} shopName={data.shop.shop_name} />
      <ReviewsSection scope={{ listingId: data.id }} />
      {data.similar.length > 0 && (
        <section aria-labelledby="similar-heading" className="grid gap-4">
          <h2 id="similar-heading" className="font-display font-semibold text-xl">
            {t("product.page.similar")}
          </h2>
          <ListingGrid listings={data.similar} />
        </section>
      )}
    </div>
  );
}
