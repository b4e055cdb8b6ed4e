import type { ListingDetail } from "@saheli/core/contracts/listings";
import { FallbackImage } from "@/components/commerce/fallback-image";
import { RatingSummary } from "@/components/commerce/rating-summary";
import { VerifiedMark } from "@/components/commerce/verified-mark";
import { Button } from "@/components/ui/button";
import { PreloadLink } from "@/components/ui/preload-link";
import { useMarketplaceT } from "../i18n";

/** Who sells it: the shop, its rating and its owner, with a way to visit. */
export function SellerCard({ shop }: { shop: ListingDetail["shop"] }) {
  const { t } = useMarketplaceT();
  return (
    <section
      aria-label={t("product.seller.label")}
      className="flex items-center gap-3 rounded-2xl bg-card p-4 shadow-card ring-1 ring-border"
    >
      <FallbackImage
        src={shop.logo_url}
        alt=""
        width={48}
        height={48}
        className="size-12 shrink-0 rounded-full bg-muted object-cover ring-1 ring-border"
      />
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-1 font-semibold">
          <span className="truncate">{shop.shop_name}</span>
          {shop.verified && <VerifiedMark />}
        </p>
        <p className="truncate text-muted-foreground text-xs">
          {t("product.seller.by", { name: shop.owner.full_name })}
        </p>
        <RatingSummary rating={shop.average_rating} reviews={shop.total_reviews} />
      </div>
      <Button asChild variant="outline" size="sm">
        <PreloadLink to={`/shop/${encodeURIComponent(shop.slug)}`}>{t("product.seller.visit")}</PreloadLink>
      </Button>
    </section>
  );
}
