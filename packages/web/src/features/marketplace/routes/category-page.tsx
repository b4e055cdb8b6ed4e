import { activeFilterCount, CLEARED_FILTERS } from "@saheli/core/category-filters";
import { LayoutGrid } from "lucide-react";
import { Link, useLocation, useSearchParams } from "react-router";
import { ListingGrid } from "@/components/commerce/listing-grid";
import { ListingListItem } from "@/components/commerce/listing-list-item";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useCategoryPage } from "../api/category";
import { useMarketplaceT } from "../i18n";
import { useCategoryFilters, useCategorySlug } from "../lib/use-category-filters";

/** /category/{seo name or id}: the filtered listings, in a grid or a list, a page at a time. */
export function Component() {
  const { t } = useMarketplaceT();
  const locale = useIntlLocale();
  const slug = useCategorySlug();
  const { search } = useLocation();
  const [params] = useSearchParams();
  const { filters, update } = useCategoryFilters();
  const page = useCategoryPage(slug, search);
  const list = params.get("view") === "list";

  if (page.isPending) {
    return (
      <div className="mx-auto grid w-full max-w-7xl grid-cols-2 gap-4 px-4 py-6 sm:grid-cols-3 lg:grid-cols-4 lg:px-8">
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} className="aspect-square rounded-2xl" />
        ))}
      </div>
    );
  }
  if (page.isError) {
    return (
      <EmptyState
        icon={LayoutGrid}
        headingLevel="h1"
        title={t("browse.category.notFound")}
        action={
          <Button asChild>
            <Link to="/commerce">{t("browse.category.browse")}</Link>
          </Button>
        }
        className="py-16"
      />
    );
  }
  const { category, items, total, page_size } = page.data;
  const pages = Math.max(1, Math.ceil(total / page_size));
  const filtersOn = activeFilterCount(filters) > 0;
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-6 lg:px-8">
      <title>{t("browse.category.title", { name: category.name })}</title>
      <div className="grid gap-1">
        <h1 className="font-display font-semibold text-2xl">{category.name}</h1>
        {category.description && <p className="max-w-3xl text-muted-foreground">{category.description}</p>}
        <p role="status" className="text-muted-foreground text-sm">
          {t("browse.count.items", { count: total, n: total.toLocaleString(locale) })}
          {filtersOn && t("browse.count.matchFilters")}
        </p>
      </div>
      {items.length === 0 ? (
        <EmptyState
          icon={LayoutGrid}
          title={filtersOn ? t("browse.category.noMatch") : t("browse.category.empty")}
          description={filtersOn ? t("browse.category.noMatchHint") : t("browse.category.emptyHint")}
          action={
            filtersOn && (
              <Button variant="outline" onClick={() => update(CLEARED_FILTERS)}>
                {t("browse.category.clear")}
              </Button>
            )
          }
        />
      ) : list ? (
        <ul className="grid gap-3 lg:grid-cols-2">
          {items.map((listing) => (
            <li key={listing.id}>
              <ListingListItem listing={listing} heading="h2" />
            </li>
          ))}
        </ul>
      ) : (
        <ListingGrid listings={items} abovePage heading="h2" />
      )}
      {pages > 1 && (
        <nav aria-label={t("browse.pages.label")} className="flex items-center justify-center gap-3">
          <Button
            variant="outline"
            disabled={filters.page <= 1}
            onClick={() => update({ page: filters.page - 1 })}
          >
            {t("browse.pages.previous")}
          </Button>
          <span className="text-sm tabular-nums">
            {t("browse.pages.page", { page: filters.page, pages })}
          </span>
          <Button
            variant="outline"
            disabled={filters.page >= pages}
            onClick={() => update({ page: filters.page + 1 })}
          >
            {t("browse.pages.next")}
          </Button>
        </nav>
      )}
    </div>
  );
}
