import type { ShopFront } from "@saheli/core/contracts/shop-front";
import { ListingGrid } from "@/components/commerce/listing-grid";
import { useMarketplaceT } from "../i18n";

/** Her shop front on /shop/{slug}: the banner she chose, then her sections in her order. */
export function ShopFrontSections({ front, shopName }: { front: ShopFront; shopName: string }) {
  const { t } = useMarketplaceT();
  return (
    <>
      {front.banner_url && (
        <img
          src={front.banner_url}
          alt={t("shop.banner", { shop: shopName })}
          className="aspect-[4/1] w-full rounded-2xl bg-muted object-cover ring-1 ring-border"
        />
      )}
      {front.sections.map((section) => (
        <section key={section.id} aria-labelledby={`section-${section.id}`} className="grid gap-4">
          <h2 id={`section-${section.id}`} className="font-display font-semibold text-xl">
            {section.title}
          </h2>
          <ListingGrid listings={section.listings} />
        </section>
      ))}
    </>
  );
}
