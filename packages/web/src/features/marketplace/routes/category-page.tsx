import { activeFilterCount, CLEARED_FILTERS } from "@saheli/core/category-filters";
import { LayoutGrid } from "lucide-react";
import { Link, useLocation, useSearchParams } from "react-router";
import { ListingGrid } from "@/components/commerce/listing-grid";
import { ListingListItem } from "@/components/commerce/listing-list-item";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useCategoryPage } from "../api/category";
import { useCategoryFilters, useCategorySlug } from "../lib/use-category-filters";

/** /category/{seo name or id}: the filtered listings, in a grid or a list, a page at a time. */
export function Component() {
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
        title="Category not found"
        action={
          <Button asChild>
            <Link to="/commerce">Browse the marketplace</Link>
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
      <title>{`${category.name} · Saheli`}</title>
      <div className="grid gap-1">
        <h1 className="font-display font-semibold text-2xl">{category.name}</h1>
        {category.description && <p className="max-w-3xl text-muted-foreground">{category.description}</p>}
        <p role="status" className="text-muted-foreground text-sm">
          {total.toLocaleString("en-IN")} {total === 1 ? "item" : "items"}
          {filtersOn && " match your filters"}
        </p>
      </div>
      {items.length === 0 ? (
        <EmptyState
          icon={LayoutGrid}
          title={filtersOn ? "Nothing matches these filters" : "Nothing listed here yet"}
          description={
            filtersOn ? "Try a wider price range or fewer filters." : "Shops are adding new things every day."
          }
          action={
            filtersOn && (
              <Button variant="outline" onClick={() => update(CLEARED_FILTERS)}>
                Clear filters
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
        <nav aria-label="Pages" className="flex items-center justify-center gap-3">
          <Button
            variant="outline"
            disabled={filters.page <= 1}
            onClick={() => update({ page: filters.page - 1 })}
          >
            Previous
          </Button>
          <span className="text-sm tabular-nums">
            Page {filters.page} of {pages}
          </span>
          <Button
            variant="outline"
            disabled={filters.page >= pages}
            onClick={() => update({ page: filters.page + 1 })}
          >
            Next
          </Button>
        </nav>
      )}
    </div>
  );
}
