import { Store } from "lucide-react";
import { Link, useParams } from "react-router";
import { ListingGrid } from "@/components/commerce/listing-grid";
import { PageLoading } from "@/components/page-loading";
import { PosterJobs } from "@/components/poster-jobs-slot";
import { QueryState } from "@/components/query-state";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useShopFront } from "../api/shop-front";
import { useShop, useShopListings } from "../api/shops";
import { HolidayNotice } from "../components/holiday-notice";
import { ReviewsSection } from "../components/reviews-section";
import { ShopFrontSections } from "../components/shop-front-sections";
import { ShopHeader } from "../components/shop-header";
import { ShopInfoCard } from "../components/shop-info-card";
import { useMarketplaceT } from "../i18n";

/** /shop/{slug or id}: the shop's header, its story and contact, and its listings. */
export function Component() {
  const { t } = useMarketplaceT();
  const { slug = "" } = useParams();
  const shop = useShop(slug);
  // Her banner and sections come beside the shop; while they load (or if they fail) the page shows the rest.
  const front = useShopFront(slug);
  if (shop.isPending) return <PageLoading />;
  if (shop.isError) {
    return (
      <EmptyState
        icon={Store}
        headingLevel="h1"
        title={t("shop.page.notFound")}
        description={t("shop.page.notFoundHint")}
        action={
          <Button asChild>
            <Link to="/shops">{t("shop.page.browse")}</Link>
          </Button>
        }
        className="py-16"
      />
    );
  }
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-4 py-6 sm:px-6 lg:py-10">
      <title>{t("shop.page.title", { name: shop.data.shop_name })}</title>
      {!shop.data.is_active && (
        <p role="status" className="rounded-xl bg-warning-soft p-3 text-sm text-warning">
          {t("shop.page.closed")}
        </p>
      )}
      <ShopHeader shop={shop.data} />
      {shop.data.holiday_mode && (
        <HolidayNotice shopName={shop.data.shop_name} message={shop.data.holiday_message} />
      )}
      {front.data && <ShopFrontSections front={front.data} shopName={shop.data.shop_name} />}
      <div className="grid items-start gap-6 lg:grid-cols-[18rem_1fr]">
        <ShopInfoCard shop={shop.data} />
        <ShopListings
          shopId={shop.data.id}
          own={shop.data.is_owner}
          heading={
            (front.data?.sections.length ?? 0) > 0 ? t("shop.page.allListings") : t("shop.page.listings")
          }
        />
      </div>
      <PosterJobs shopId={shop.data.id} name={shop.data.shop_name} own={shop.data.is_owner} />
      <ReviewsSection scope={{ shopId: shop.data.id }} />
    </div>
  );
}

function ShopListings({ shopId, own, heading }: { shopId: string; own: boolean; heading: string }) {
  const { t } = useMarketplaceT();
  const listings = useShopListings(shopId);
  return (
    <section aria-labelledby="shop-listings" className="grid gap-4">
      <h2 id="shop-listings" className="font-display font-semibold text-xl">
        {heading}
      </h2>
      <QueryState
        query={listings}
        loading={
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
            {[0, 1, 2].map((n) => (
              <Skeleton key={n} className="aspect-square rounded-2xl" />
            ))}
          </div>
        }
        errorTitle={t("shop.page.error")}
        errorHeadingLevel="h3"
        isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
        empty={{
          headingLevel: "h3",
          title: t("shop.page.empty"),
          description: own ? t("shop.page.emptyOwn") : t("shop.page.emptyOther"),
          action: own && (
            <Button asChild>
              <Link to="/create-listing">{t("shop.page.addListing")}</Link>
            </Button>
          ),
        }}
      >
        {(data) => (
          <>
            <ListingGrid listings={data.pages.flatMap((page) => page.items)} />
            {listings.hasNextPage && (
              <Button
                variant="outline"
                className="justify-self-center"
                loading={listings.isFetchingNextPage}
                onClick={() => listings.fetchNextPage()}
              >
                {t("shop.page.more")}
              </Button>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
