import type { ShopCard as Shop } from "@saheli/core/contracts/home";
import { categoriesShown } from "@saheli/core/shops";
import { useTranslation } from "react-i18next";
import { PreloadLink } from "@/components/ui/preload-link";
import { FallbackImage } from "./fallback-image";
import { RatingSummary } from "./rating-summary";
import { VerifiedMark } from "./verified-mark";

/** `heading`: h2 where the cards come straight under the page's h1; h3 under a section's h2. */
export function ShopCard({ shop, heading: Heading = "h3" }: { shop: Shop; heading?: "h2" | "h3" }) {
  const { shown } = categoriesShown(shop.shop_categories);
  const more = shop.shop_categories.length - shown.length;
  const { t } = useTranslation();
  return (
    <article className="group relative flex h-full flex-col gap-3 rounded-2xl bg-card p-4 shadow-card ring-1 ring-border transition-shadow hover:shadow-raised">
      <div className="flex items-center gap-3">
        <FallbackImage
          src={shop.logo_url}
          alt=""
          loading="lazy"
          width={56}
          height={56}
          className="size-14 shrink-0 rounded-full bg-muted object-cover ring-1 ring-border"
        />
        <div className="min-w-0">
          <Heading className="flex items-center gap-1 font-semibold text-foreground">
            <PreloadLink
              to={`/shop/${encodeURIComponent(shop.slug)}`}
              className="truncate after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-ring focus-visible:after:outline-offset-2"
            >
              {shop.shop_name}
            </PreloadLink>
            {shop.verified && <VerifiedMark />}
          </Heading>
          <RatingSummary rating={shop.average_rating} reviews={shop.total_reviews} />
        </div>
      </div>
      {shop.shop_description && (
        <p className="line-clamp-2 text-muted-foreground text-sm">{shop.shop_description}</p>
      )}
      {shown.length > 0 && (
        <ul className="mt-auto flex flex-wrap gap-1.5" aria-label={t("commerce.categories")}>
          {shown.map((category) => (
            <li
              key={category}
              className="rounded-full bg-secondary px-2.5 py-0.5 text-secondary-foreground text-xs"
            >
              {category}
            </li>
          ))}
          {more > 0 && (
            <li className="px-1 py-0.5 text-muted-foreground text-xs">
              {t("commerce.moreCategories", { number: more })}
            </li>
          )}
        </ul>
      )}
    </article>
  );
}
