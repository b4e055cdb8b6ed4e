import type { ShopView } from "@saheli/core/contracts/shops";
import { categoriesShown, ratingLabel, SOCIAL_NETWORKS } from "@saheli/core/shops";
import { BadgeCheck, Globe, PackagePlus, Settings } from "lucide-react";
import { Link } from "react-router";
import { FallbackImage } from "@/components/commerce/fallback-image";
import { StarRow } from "@/components/commerce/star-row";
import { Button } from "@/components/ui/button";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useMarketplaceT } from "../i18n";
import { FollowShopButton } from "./follow-shop-button";
import { MessageShopButton } from "./message-shop-button";

const SOCIAL_LABELS = {
  instagram: "Instagram",
  facebook: "Facebook",
  twitter: "X (Twitter)",
  linkedin: "LinkedIn",
};

/** Doc 3 §2.8 shop header: cover, logo, name with the verified seller tag, rating, categories, social links. */
export function ShopHeader({ shop }: { shop: ShopView }) {
  const { t } = useMarketplaceT();
  const locale = useIntlLocale();
  const { shown } = categoriesShown(shop.shop_categories);
  const rest = shop.shop_categories.length - shown.length;
  const more = rest > 0 ? t("shop.header.moreCategories", { n: rest }) : null;
  const rating = ratingLabel(shop.average_rating);
  const socials = SOCIAL_NETWORKS.flatMap((network) => {
    const url = shop.social_links?.[network];
    return url ? [{ network, url }] : [];
  });
  return (
    <header className="overflow-hidden rounded-3xl bg-card shadow-card ring-1 ring-border">
      <div className="h-32 bg-gradient-to-r from-primary-soft via-secondary to-accent-soft sm:h-44">
        {shop.cover_url && <img src={shop.cover_url} alt="" className="size-full object-cover" />}
      </div>
      <div className="grid gap-4 p-4 sm:flex sm:items-end sm:p-6">
        <FallbackImage
          src={shop.logo_url}
          alt=""
          width={96}
          height={96}
          className="-mt-14 size-24 rounded-2xl bg-muted object-cover ring-4 ring-card"
        />
        <div className="grid min-w-0 flex-1 gap-1.5">
          <h1 className="flex flex-wrap items-center gap-2 font-display font-semibold text-2xl">
            {shop.shop_name}
            {shop.verified && (
              <span className="inline-flex items-center gap-1 rounded-full bg-primary-soft px-2 py-0.5 font-sans font-medium text-primary text-xs">
                <BadgeCheck aria-hidden className="size-3.5" /> {t("shop.header.verified")}
              </span>
            )}
          </h1>
          <p className="flex flex-wrap items-center gap-x-1.5 gap-y-0.5 text-sm">
            <StarRow rating={shop.average_rating} />
            {shop.total_reviews > 0 ? (
              <a href="#reviews" className="hover:underline">
                {t("shop.header.ratingFrom", {
                  count: shop.total_reviews,
                  rating: rating.text,
                  n: shop.total_reviews.toLocaleString(locale),
                })}
              </a>
            ) : (
              <span>{t("shop.header.newShop")}</span>
            )}
            <span className="text-muted-foreground">
              {t("shop.header.listings", { count: shop.stats.activeListings })}
            </span>
          </p>
          <ul aria-label={t("shop.header.categories")} className="flex flex-wrap gap-1.5">
            {shown.map((category) => (
              <li
                key={category}
                className="rounded-full bg-secondary px-2.5 py-0.5 text-secondary-foreground text-xs"
              >
                {category}
              </li>
            ))}
            {more && <li className="px-1 py-0.5 text-muted-foreground text-xs">{more}</li>}
          </ul>
          {(socials.length > 0 || shop.website_url) && (
            <ul aria-label={t("shop.header.elsewhere")} className="flex flex-wrap gap-3 text-sm">
              {shop.website_url && (
                <li>
                  <a
                    href={shop.website_url}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    className="inline-flex items-center gap-1 text-primary hover:underline"
                  >
                    <Globe aria-hidden className="size-4" /> {t("shop.header.website")}
                  </a>
                </li>
              )}
              {socials.map(({ network, url }) => (
                <li key={network}>
                  <a
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    className="text-primary hover:underline"
                  >
                    {SOCIAL_LABELS[network]}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        {!shop.is_owner && shop.is_active && (
          <div className="flex flex-wrap gap-2">
            <FollowShopButton shop={shop} />
            <MessageShopButton shop={shop} />
          </div>
        )}
        {shop.is_owner && (
          <div className="flex flex-wrap gap-2">
            <Button asChild>
              <Link to="/create-listing">
                <PackagePlus aria-hidden /> {t("shop.header.addListing")}
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/vendor/settings">
                <Settings aria-hidden /> {t("shop.header.editShop")}
              </Link>
            </Button>
          </div>
        )}
      </div>
    </header>
  );
}
