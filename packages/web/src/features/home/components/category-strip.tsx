import type { CategoryCard } from "@saheli/core/contracts/home";
import { INTL_LOCALES, languageOf } from "@saheli/core/i18n/languages";
import { FallbackImage } from "@/components/commerce/fallback-image";
import { PreloadLink } from "@/components/ui/preload-link";
import { useHomeT } from "../i18n";
import { usePopularCategoriesPreload } from "../lib/use-popular-preload";

/** Categories as round tiles: a swipeable row on phones, a grid on wide screens. */
export function CategoryStrip({ categories }: { categories: CategoryCard[] }) {
  usePopularCategoriesPreload(categories);
  const { t, i18n } = useHomeT();
  const locale = INTL_LOCALES[languageOf(i18n.language) ?? "en"];
  const itemCount = (count: number) =>
    t("sections.categories.items", { count, formatted: count.toLocaleString(locale) });
  return (
    <ul className="-mx-4 flex snap-x scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 [scrollbar-width:none] sm:mx-0 sm:grid sm:grid-cols-4 sm:gap-y-6 sm:overflow-visible sm:px-0 lg:grid-cols-6">
      {categories.map((category) => (
        <li key={category.id} className="w-24 shrink-0 snap-start sm:w-auto">
          <PreloadLink
            to={`/category/${encodeURIComponent(category.seo_name)}`}
            className="group flex flex-col items-center gap-2 rounded-2xl p-1 text-center"
          >
            <span className="mx-auto block aspect-square w-full max-w-32 overflow-hidden rounded-full bg-muted ring-1 ring-border transition-shadow group-hover:shadow-raised group-hover:ring-primary/40">
              <FallbackImage
                src={category.image_url}
                alt=""
                loading="lazy"
                width={160}
                height={160}
                className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
              />
            </span>
            <span className="line-clamp-2 font-medium text-foreground text-sm leading-tight">
              {category.name}
            </span>
            <span className="-mt-1 text-muted-foreground text-xs">{itemCount(category.product_count)}</span>
          </PreloadLink>
        </li>
      ))}
    </ul>
  );
}
