import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "react-router";
import { FallbackImage } from "@/components/commerce/fallback-image";
import { PriceTag } from "@/components/commerce/price-tag";
import { PageLoading } from "@/components/page-loading";
import { QueryState } from "@/components/query-state";
import { SignInRequired } from "@/components/sign-in-required";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useSession } from "@/lib/session/use-session";
import { useProductDetails } from "../api/product-details";
import { ProductActions } from "../components/product-details/product-actions";
import { ProductStats } from "../components/product-details/product-stats";
import { StockHistory } from "../components/product-details/stock-history";
import { useMarketplaceT } from "../i18n";

/** /vendor/products/{id} (the header reads "Product Details"): her listing's figures, stock history and actions. */
export function Component() {
  const { t } = useMarketplaceT();
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out") return <SignInRequired description={t("vendor.signIn")} />;
  return <ProductDetailsPage />;
}

function ProductDetailsPage() {
  const { t } = useMarketplaceT();
  const { id = "" } = useParams();
  const details = useProductDetails(id);
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-6 sm:px-6 lg:py-8">
      <Button asChild variant="link" className="justify-self-start">
        <Link to="/vendor/products">
          <ArrowLeft aria-hidden /> {t("vendor.product.back")}
        </Link>
      </Button>
      <QueryState
        query={details}
        loading={
          <div className="grid gap-4">
            <Skeleton className="h-28 rounded-2xl" />
            <Skeleton className="h-48 rounded-2xl" />
          </div>
        }
        errorTitle={t("vendor.product.error")}
        errorHeadingLevel="h1"
      >
        {(data) => (
          <>
            <title>{t("vendor.product.title", { title: data.listing.title })}</title>
            <header className="grid gap-4 rounded-2xl bg-card p-4 shadow-card ring-1 ring-border sm:grid-cols-[6rem_1fr] sm:items-start">
              <FallbackImage
                src={data.listing.image_url}
                alt=""
                width={96}
                height={96}
                className="size-24 rounded-xl bg-muted object-cover"
              />
              <div className="grid min-w-0 gap-3">
                <div className="grid gap-1">
                  <h1 className="text-balance font-display font-semibold text-2xl">{data.listing.title}</h1>
                  <div className="flex flex-wrap items-center gap-2 text-sm">
                    <PriceTag
                      price={data.listing.price}
                      salePrice={data.listing.sale_price}
                      currency={data.listing.currency}
                    />
                    <span className="text-muted-foreground text-xs">
                      {t(`vendor.listingTypes.${data.listing.listing_type}`)}
                    </span>
                    {data.listing.is_active ? (
                      <Badge variant="success">{t("vendor.product.active")}</Badge>
                    ) : (
                      <Badge variant="warning">{t("vendor.product.paused")}</Badge>
                    )}
                  </div>
                </div>
                <ProductActions listing={data.listing} />
              </div>
            </header>
            <section aria-labelledby="product-figures" className="grid gap-3">
              <h2 id="product-figures" className="sr-only">
                {t("vendor.product.figures")}
              </h2>
              <ProductStats details={data} />
            </section>
            <StockHistory listingId={data.listing.id} />
          </>
        )}
      </QueryState>
    </div>
  );
}
