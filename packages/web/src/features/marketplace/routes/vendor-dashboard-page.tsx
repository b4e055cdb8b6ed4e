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
import { useSession } from "@/lib/session/use-session";
import { useMyShop } from "../api/shops";
import { useVendorListings, useVendorOrderCounts, type VendorOrderCounts } from "../api/vendor";
import { ReviewsSection } from "../components/reviews-section";
import { StockCsvActions } from "../components/stock-csv/stock-csv-actions";
import { VendorListingRow } from "../components/vendor-listing-row";

const FILTER_LABELS: Record<VendorListingFilter, string> = {
  all: "All",
  active: "Active",
  hidden: "Hidden",
  out_of_stock: "Out of stock",
};

const isFilter = (value: string | null): value is VendorListingFilter =>
  (VENDOR_LISTING_FILTERS as readonly (string | null)[]).includes(value);

/** /vendor/dashboard and /vendor/products: her shop at a glance, her listings to manage, her latest reviews. */
export function Component() {
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out") return <SignInRequired description="Sign in to run your shop." />;
  return <Dashboard />;
}

function Dashboard() {
  const mine = useMyShop();
  if (mine.isPending) return <PageLoading />;
  const shop = mine.data?.shop;
  if (!shop) {
    return (
      <EmptyState
        icon={Store}
        headingLevel="h1"
        title={mine.isError ? "We couldn't load your shop" : "You don't have a shop yet"}
        description={mine.isError ? undefined : "Open one to sell your products, downloads and services."}
        action={
          mine.isError ? (
            <Button variant="outline" onClick={() => mine.refetch()}>
              Retry
            </Button>
          ) : (
            <Button asChild>
              <Link to="/create-shop">Create Shop</Link>
            </Button>
          )
        }
        className="py-16"
      />
    );
  }
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:px-6 lg:py-8">
      <title>{`Dashboard · ${shop.shop_name} · Saheli`}</title>
      <ShopBar shop={shop} />
      <OrderCounts />
      <Listings shop={shop} />
      <ReviewsSection scope={{ shopId: shop.id }} />
    </div>
  );
}

function ShopBar({ shop }: { shop: ShopView }) {
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
        {!shop.is_active && <p className="text-sm text-warning">Your shop is closed.</p>}
        {shop.holiday_mode && (
          <p className="text-sm text-warning">
            Holiday mode is on: buyers can look but not buy.{" "}
            <Link to="/vendor/settings" className="underline">
              Turn it off in settings
            </Link>
          </p>
        )}
        <Link to={`/shop/${encodeURIComponent(shop.slug)}`} className="text-primary text-sm hover:underline">
          View your shop
        </Link>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to="/create-listing">
            <PackagePlus aria-hidden /> Add a listing
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/vendor/settings">
            <Settings aria-hidden /> Shop settings
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/curate-shop">
            <LayoutGrid aria-hidden /> Curate shop
          </Link>
        </Button>
      </div>
    </header>
  );
}

const ORDER_TABS: { key: keyof VendorOrderCounts; label: string }[] = [
  { key: "new", label: "New orders" },
  { key: "to_pack", label: "To pack" },
  { key: "shipped", label: "Shipped" },
  { key: "returns", label: "Returns" },
];

/** Her orders by what they need, each opening its tab on /vendor/orders. */
function OrderCounts() {
  const counts = useVendorOrderCounts();
  return (
    <section aria-labelledby="vendor-orders" className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="vendor-orders" className="font-display font-semibold text-xl">
          Orders
        </h2>
        <Link to="/vendor/orders?tab=all" className="text-primary text-sm hover:underline">
          All orders
        </Link>
      </div>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {ORDER_TABS.map(({ key, label }) => (
          <li key={key}>
            <Link
              to={key === "new" ? "/vendor/orders" : `/vendor/orders?tab=${key}`}
              className="grid gap-1 rounded-2xl bg-card p-4 shadow-card ring-1 ring-border transition-colors hover:bg-muted/40"
            >
              <span className="text-muted-foreground text-sm">{label}</span>
              {counts.isPending ? (
                <Skeleton className="h-8 w-10" />
              ) : (
                <span className="font-display font-semibold text-2xl">
                  {counts.data ? counts.data[key].toLocaleString("en-IN") : "–"}
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
        <Stat label="Active listings">{counts?.active ?? "–"}</Stat>
        <Stat label="Out of stock">{counts?.out_of_stock ?? "–"}</Stat>
        <Stat label="Followers">{shop.follower_count.toLocaleString("en-IN")}</Stat>
        <Stat label="Rating">
          {shop.total_reviews > 0 ? ratingLabel(shop.average_rating).text : "–"}
          <span className="ml-1.5 font-normal font-sans text-muted-foreground text-sm">
            {shop.total_reviews.toLocaleString("en-IN")} {shop.total_reviews === 1 ? "review" : "reviews"}
          </span>
        </Stat>
      </dl>
      <section aria-labelledby="vendor-listings" className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="vendor-listings" className="font-display font-semibold text-xl">
            Your listings
          </h2>
          <StockCsvActions currency={shop.shop_currency} />
        </div>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Show</legend>
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
              {FILTER_LABELS[name]}
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
              title="We couldn't load your listings"
              action={
                <Button variant="outline" onClick={() => listings.refetch()}>
                  Retry
                </Button>
              }
            />
          ) : items.length === 0 ? (
            <EmptyState
              headingLevel="h3"
              title={
                filter === "all" ? "Nothing listed yet" : `No ${FILTER_LABELS[filter].toLowerCase()} listings`
              }
              description={filter === "all" ? "Add your first product, download or service." : undefined}
              action={
                filter === "all" && (
                  <Button asChild>
                    <Link to="/create-listing">Add a listing</Link>
                  </Button>
                )
              }
            />
          ) : (
            <ul aria-label="Your listings">
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
            Show more
          </Button>
        )}
      </section>
    </>
  );
}
