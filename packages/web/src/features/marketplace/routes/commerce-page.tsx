import { ITEM_TYPES, type ItemType } from "@saheli/core/category-filters";
import { COMMERCE_SHELVES, parseShelf } from "@saheli/core/commerce";
import { ShoppingBag } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { ListingGrid } from "@/components/commerce/listing-grid";
import { QueryState } from "@/components/query-state";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useCommerce } from "../api/commerce";
import { FeaturedShopsRow } from "../components/featured-shops-row";
import { useMarketplaceT } from "../i18n";

/** `?type=`: products or services only (the search box's "in Services" scope); anything else, every kind. */
function parseKind(value: string | null): ItemType | "" {
  return (ITEM_TYPES as readonly string[]).includes(value ?? "") ? (value as ItemType) : "";
}

/** /commerce?filter=featured|bestsellers|deals|trending (and ?search= and ?type= from the header's box). */
export function Component() {
  const { t } = useMarketplaceT();
  const locale = useIntlLocale();
  const kindLabel = (name: ItemType | "") => t(`browse.commerce.kinds.${name || "all"}`);
  const [params, setParams] = useSearchParams();
  const shelf = parseShelf(params.get("filter"));
  const search = params.get("search")?.trim() ?? "";
  const kind = parseKind(params.get("type"));
  const page = Math.max(1, Number(params.get("page")) || 1);
  const result = useCommerce(shelf, search, page, kind);
  const noun = kind ? kindLabel(kind) : t("browse.commerce.marketplace");
  const link = (next: Record<string, string | null>) => {
    const query = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) query.set(key, value);
      else query.delete(key);
    }
    return `?${query}`;
  };
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-6 lg:px-8 lg:py-10">
      <title>
        {search ? t("browse.commerce.searchTitle", { search }) : t("browse.commerce.title", { noun })}
      </title>
      <div className="grid gap-1">
        <h1 className="font-display font-semibold text-2xl">
          {search
            ? kind
              ? t("browse.commerce.kindFor", { kind: noun, search })
              : t("browse.commerce.resultsFor", { search })
            : noun}
        </h1>
        <p className="text-muted-foreground">{t(`browse.commerce.hints.${shelf}`)}</p>
      </div>
      <nav
        aria-label={t("browse.commerce.shelvesLabel")}
        className="-mx-4 flex gap-2 overflow-x-auto px-4 [scrollbar-width:none]"
      >
        {COMMERCE_SHELVES.map((name) => (
          <Link
            key={name}
            to={link({ filter: name === "all" ? null : name, page: null })}
            aria-current={name === shelf ? "page" : undefined}
            className={cn(
              "shrink-0 rounded-full border px-4 py-1.5 text-sm transition-colors",
              name === shelf
                ? "border-primary bg-primary-soft text-primary"
                : "border-input hover:border-primary/50",
            )}
          >
            {t(`browse.commerce.shelves.${name}`)}
          </Link>
        ))}
      </nav>
      <nav aria-label={t("browse.commerce.kindsLabel")} className="-mt-3 flex gap-1 text-sm">
        {(["", ...ITEM_TYPES] as const).map((name) => (
          <Link
            key={name || "all"}
            to={link({ type: name || null, page: null })}
            aria-current={name === kind ? "page" : undefined}
            className={cn(
              "rounded-lg px-3 py-1 transition-colors",
              name === kind
                ? "bg-muted font-medium text-foreground"
                : "text-muted-foreground hover:text-foreground",
            )}
          >
            {kindLabel(name)}
          </Link>
        ))}
      </nav>
      {!search && (shelf === "all" || shelf === "featured") && page === 1 && <FeaturedShopsRow />}
      <QueryState
        query={result}
        loading={
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {[0, 1, 2, 3].map((n) => (
              <Skeleton key={n} className="aspect-square rounded-2xl" />
            ))}
          </div>
        }
        errorTitle={t("browse.commerce.error")}
        isEmpty={(data) => data.items.length === 0}
        empty={{
          icon: ShoppingBag,
          title: search ? t("browse.commerce.noResults") : t("browse.commerce.emptyShelf"),
          description: search ? t("browse.commerce.noResultsHint") : t("browse.commerce.emptyShelfHint"),
          action: (search || kind) && (
            <Button variant="outline" asChild>
              <Link to="/commerce">
                {search ? t("browse.commerce.clearSearch") : t("browse.commerce.everyKind")}
              </Link>
            </Button>
          ),
        }}
      >
        {(data) => {
          const pages = Math.max(1, Math.ceil(data.total / data.page_size));
          return (
            <>
              <p role="status" className="text-muted-foreground text-sm">
                {t("browse.count.items", { count: data.total, n: data.total.toLocaleString(locale) })}
              </p>
              <ListingGrid listings={data.items} abovePage heading="h2" />
              {pages > 1 && (
                <nav aria-label={t("browse.pages.label")} className="flex items-center justify-center gap-3">
                  <Button
                    variant="outline"
                    disabled={page <= 1}
                    onClick={() => setParams(new URLSearchParams(link({ page: String(page - 1) })))}
                  >
                    {t("browse.pages.previous")}
                  </Button>
                  <span className="text-sm tabular-nums">{t("browse.pages.page", { page, pages })}</span>
                  <Button
                    variant="outline"
                    disabled={page >= pages}
                    onClick={() => setParams(new URLSearchParams(link({ page: String(page + 1) })))}
                  >
                    {t("browse.pages.next")}
                  </Button>
                </nav>
              )}
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
