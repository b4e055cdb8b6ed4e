import { VENDOR_LISTING_FILTERS, type VendorListingFilter } from "@saheli/core/contracts/listings";
import type { ShopView } from "@saheli/core/contracts/shops";
import { ratingLabel } from "@saheli/core/shops";
import { LayoutGrid, PackagePlus, Settings, Store } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { FallbackImage } from "@/components/commerce/fallback-image";
import { VerifiedMark } from "@/components/commerce/verified-mark";
import { PageLoading } from "@/components/page-loading";
import { SignInRequired } from "@/components/sign-in-required";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useSession } from "@/lib/session/use-session";
import { useMyShop } from "../api/shops";
import { useVendorListings, useVendorOrderCounts, type VendorOrderCounts } from "../api/vendor";
import { ReviewsSection } from "../components/reviews-section";
import { StockCsvActions } from "../components/stock-csv/stock-csv-actions";
import { VendorListingRow } from "../components/vendor-listing-row";
import { useMarketplaceT } from "../i18n";

const isFilter = (value: string | null): value is VendorListingFilter =>
  (VENDOR_LISTING_FILTERS as readonly (string | null)[]).includes(value);

/** /vendor/dashboard and /vendor/products: her shop at a glance, her listings to manage, her latest reviews. */
export function Component() {
  const { t } = useMarketplaceT();
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out") return <SignInRequired description={t("vendor.signIn")} />;
  return <Dashboard />;
}

function Dashboard() {
  const { t } = useMarketplaceT();
  const mine = useMyShop();
  if (mine.isPending) return <PageLoading />;
  const shop = mine.data?.shop;
  if (!shop) {
    return (
      <EmptyState
        icon={Store}
        headingLevel="h1"
        title={mine.isError ? t("vendor.dashboard.loadFailed") : t("vendor.dashboard.noShop")}
        description={mine.isError ? undefined : t("vendor.dashboard.noShopHint")}
        action={
          mine.isError ? (
            <Button variant="outline" onClick={() => mine.refetch()}>
              {t("vendor.dashboard.retry")}
            </Button>
          ) : (
            <Button asChild>
              <Link to="/create-shop">{t("vendor.dashboard.createShop")}</Link>
            </Button>
          )
        }
        className="py-16"
      />
    );
  }
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:px-6 lg:py-8">
      <title>{t("vendor.dashboard.title", { shop: shop.shop_name })}</title>
      <ShopBar shop={shop} />
      <OrderCounts />
      <Listings shop={shop} />
      <ReviewsSection scope={{ shopId: shop.id }} />
    </div>
  );
}

function ShopBar({ shop }: { shop: ShopView }) {
  const { t } = useMarketplaceT();
  return (
    <header className="flex flex-wrap items-center gap-4 rounded-2xl bg-card p-4 shadow-card ring-1 ring-border">
      <FallbackImage
        src={shop.logo_url}
        alt=""
        width={56}
        height={56}
        className="size-14 rounded-xl bg-muted object-cover"
      />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <h1 className="flex flex-wrap items-center gap-1.5 font-display font-semibold text-xl">
          {shop.shop_name}
          {shop.verified && <VerifiedMark />}
        </h1>
        {!shop.is_active && <p className="text-sm text-warning">{t("vendor.dashboard.closed")}</p>}
        {shop.holiday_mode && (
          <p className="text-sm text-warning">
            {t("vendor.dashboard.holiday")}{" "}
            <Link to="/vendor/settings" className="underline">
              {t("vendor.dashboard.holidayOff")}
            </Link>
          </p>
        )}
        <Link to={`/shop/${encodeURIComponent(shop.slug)}`} className="text-primary text-sm hover:underline">
          {t("vendor.dashboard.viewShop")}
        </Link>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to="/create-listing">
            <PackagePlus aria-hidden /> {t("vendor.dashboard.addListing")}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/vendor/settings">
            <Settings aria-hidden /> {t("vendor.dashboard.settings")}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/curate-shop">
            <LayoutGrid aria-hidden /> {t("vendor.dashboard.curate")}
          </Link>
        </Button>
      </div>
    </header>
  );
}

const ORDER_TABS: (keyof VendorOrderCounts)[] = ["new", "to_pack", "shipped", "returns"];

/** Her orders by what they need, each opening its tab on /vendor/orders. */
function OrderCounts() {
  const { t } = useMarketplaceT();
  const locale = useIntlLocale();
  const counts = useVendorOrderCounts();
  return (
    <section aria-labelledby="vendor-orders" className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="vendor-orders" className="font-display font-semibold text-xl">
          {t("vendor.dashboard.orders")}
        </h2>
        <Link to="/vendor/orders?tab=all" className="text-primary text-sm hover:underline">
          {t("vendor.dashboard.allOrders")}
        </Link>
      </div>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {ORDER_TABS.map((key) => (
          <li key={key}>
            <Link
              to={key === "new" ? "/vendor/orders" : `/vendor/orders?tab=${key}`}
              className="grid gap-1 rounded-2xl bg-card p-4 shadow-card ring-1 ring-border transition-colors hover:bg-muted/40"
            >
              <span className="text-muted-foreground text-sm">{t(`vendor.dashboard.tabs.${key}`)}</span>
              {counts.isPending ? (
                <Skeleton className="h-8 w-10" />
              ) : (
                <span className="font-display font-semibold text-2xl">
                  {counts.data ? counts.data[key].toLocaleString(locale) : "–"}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 rounded-2xl bg-card p-4 shadow-card ring-1 ring-border">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="font-display font-semibold text-2xl">{children}</dd>
    </div>
  );
}

function Listings({ shop }: { shop: ShopView }) {
  const { t } = useMarketplaceT();
  const locale = useIntlLocale();
  const [params, setParams] = useSearchParams();
  const raw = params.get("filter");
  const filter: VendorListingFilter = isFilter(raw) ? raw : "all";
  const listings = useVendorListings(filter);
  const pages = listings.data?.pages ?? [];
  const counts = pages[0]?.counts;
  const items = pages.flatMap((page) => page.items);
  const choose = (next: VendorListingFilter) =>
    setParams(next === "all" ? {} : { filter: next }, { replace: true, preventScrollReset: true });
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label={t("vendor.dashboard.activeListings")}>{counts?.active ?? "–"}</Stat>
        <Stat label={t("vendor.dashboard.outOfStock")}>{counts?.out_of_stock ?? "–"}</Stat>
        <Stat label={t("vendor.dashboard.followers")}>{shop.follower_count.toLocaleString(locale)}</Stat>
        <Stat label={t("vendor.dashboard.rating")}>
          {shop.total_reviews > 0 ? ratingLabel(shop.average_rating).text : "–"}
          <span className="ml-1.5 font-normal font-sans text-muted-foreground text-sm">
            {t("vendor.dashboard.reviews", {
              count: shop.total_reviews,
              n: shop.total_reviews.toLocaleString(locale),
            })}
          </span>
        </Stat>
      </dl>
      <section aria-labelledby="vendor-listings" className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="vendor-listings" className="font-display font-semibold text-xl">
            {t("vendor.dashboard.yourListings")}
          </h2>
          <StockCsvActions currency={shop.shop_currency} />
        </div>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{t("vendor.dashboard.show")}</legend>
          {VENDOR_LISTING_FILTERS.map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={filter === name}
              onClick={() => choose(name)}
              className={cn(
                "rounded-full px-3 py-1.5 text-sm ring-1 ring-border transition-colors",
                filter === name
                  ? "bg-primary text-primary-foreground ring-primary"
                  : "bg-card hover:bg-muted",
              )}
            >
              {t(`vendor.dashboard.filters.${name}`)}
              {counts && <span className="ml-1 opacity-80">{counts[name]}</span>}
            </button>
          ))}
        </fieldset>
        <div className="rounded-2xl bg-card px-4 shadow-card ring-1 ring-border">
          {listings.isPending ? (
            <div className="grid gap-3 py-4">
              {[0, 1, 2].map((n) => (
                <Skeleton key={n} className="h-16 rounded-xl" />
              ))}
            </div>
          ) : listings.isError ? (
            <EmptyState
              headingLevel="h3"
              title={t("vendor.dashboard.listingsFailed")}
              action={
                <Button variant="outline" onClick={() => listings.refetch()}>
                  {t("vendor.dashboard.retry")}
                </Button>
              }
            />
          ) : items.length === 0 ? (
            <EmptyState
              headingLevel="h3"
              title={
                filter === "all" ? t("vendor.dashboard.empty") : t(`vendor.dashboard.emptyFilter.${filter}`)
              }
              description={filter === "all" ? t("vendor.dashboard.emptyHint") : undefined}
              action={
                filter === "all" && (
                  <Button asChild>
                    <Link to="/create-listing">{t("vendor.dashboard.addListing")}</Link>
                  </Button>
                )
              }
            />
          ) : (
            <ul aria-label={t("vendor.dashboard.yourListings")}>
              {items.map((listing) => (
                <VendorListingRow key={listing.id} listing={listing} currency={shop.shop_currency} />
              ))}
            </ul>
          )}
        </div>
        {listings.hasNextPage && (
          <Button
            variant="outline"
            className="justify-self-center"
            loading={listings.isFetchingNextPage}
            onClick={() => listings.fetchNextPage()}
          >
            {t("vendor.dashboard.more")}
          </Button>
        )}
      </section>
    </>
  );
}
