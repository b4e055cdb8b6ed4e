import { FallbackImage } from "@/components/commerce/fallback-image";
import { PriceTag } from "@/components/commerce/price-tag";
import { useMarketplaceT } from "@/features/marketplace/i18n";
import type { DraftSection } from "@/features/marketplace/lib/shop-front-draft";

/** What buyers will see above "All listings" once she saves: the banner, then each section with listings. */
export function ShopFrontPreview({
  banner,
  sections,
  currency,
}: {
  banner: string | null;
  sections: readonly DraftSection[];
  currency: string;
}) {
  const { t } = useMarketplaceT();
  const shown = sections.filter((section) => section.listings.length > 0);
  return (
    <section
      aria-labelledby="preview-heading"
      className="grid gap-4 rounded-2xl bg-muted/40 p-4 ring-1 ring-border"
    >
      <h2 id="preview-heading" className="font-display font-semibold text-lg">
        {t("curate.preview.heading")}
      </h2>
      {banner && <img src={banner} alt="" className="aspect-[4/1] w-full rounded-xl object-cover" />}
      {shown.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t("curate.preview.empty")}</p>
      ) : (
        shown.map((section) => (
          <div key={section.key} className="grid gap-2">
            <h3 className="font-display font-semibold">{section.title || t("curate.editor.untitled")}</h3>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {section.listings.map((listing) => (
                <li key={listing.id} className="grid gap-1">
                  <FallbackImage
                    src={listing.image_url}
                    alt=""
                    width={160}
                    height={160}
                    className="aspect-square w-full rounded-xl bg-muted object-cover"
                  />
                  <span className="truncate text-sm">{listing.title}</span>
                  <PriceTag
                    price={listing.price}
                    salePrice={listing.sale_price}
                    currency={currency}
                    className="text-sm"
                  />
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}
