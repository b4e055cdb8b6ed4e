import { ShopCard } from "@/components/commerce/shop-card";
import { useFeaturedShops } from "../api/featured-shops";
import { useMarketplaceT } from "../i18n";

/** /commerce's "Featured shops": the admins' picks, in their order; nothing at all when there are none. */
export function FeaturedShopsRow() {
  const { t } = useMarketplaceT();
  const shops = useFeaturedShops();
  const items = shops.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="featured-shops-title" className="grid gap-3">
      <h2 id="featured-shops-title" className="font-display font-semibold text-xl">
        {t("browse.featuredShops")}
      </h2>
      <ul className="-mx-4 flex snap-x scroll-px-4 gap-4 overflow-x-auto px-4 pb-3 [scrollbar-width:none] sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 lg:grid-cols-3">
        {items.map((shop) => (
          <li key={shop.id} className="w-72 shrink-0 snap-start sm:w-auto">
            <ShopCard shop={shop} />
          </li>
        ))}
      </ul>
    </section>
  );
}
