import { Search, Store } from "lucide-react";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { ShopCard } from "@/components/commerce/shop-card";
import { QueryState } from "@/components/query-state";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useCategories } from "../api/categories";
import { useShops } from "../api/shops";
import { useMarketplaceT } from "../i18n";

/** /shops?search=&category=: the directory of women-led shops; the query lives in the URL so it can be shared. */
export function Component() {
  const { t } = useMarketplaceT();
  const locale = useIntlLocale();
  const [params, setParams] = useSearchParams();
  const search = params.get("search") ?? "";
  const category = params.get("category") ?? "";
  const [typed, setTyped] = useState(search);
  const shops = useShops(search, category);
  const categories = useCategories();
  useEffect(() => setTyped(search), [search]);
  const set = (key: string, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });
  // Typing searches after a short pause, like the header search.
  useEffect(() => {
    if (typed.trim() === search) return;
    const timer = setTimeout(() => set("search", typed.trim()), 300);
    return () => clearTimeout(timer);
  });
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:px-6 lg:py-10">
      <title>{t("browse.shops.title")}</title>
      <div className="grid gap-1">
        <h1 className="font-display font-semibold text-2xl">{t("browse.shops.heading")}</h1>
        <p className="text-muted-foreground">{t("browse.shops.intro")}</p>
      </div>
      <div className="flex flex-wrap gap-3">
        <div className="relative min-w-60 flex-1">
          <Search
            aria-hidden
            className="-translate-y-1/2 absolute top-1/2 left-3 size-4 text-muted-foreground"
          />
          <Input
            aria-label={t("browse.shops.search")}
            placeholder={t("browse.shops.search")}
            className="pl-9"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
        <select
          aria-label={t("browse.shops.category")}
          className="h-10 rounded-lg border border-input bg-card px-3 text-sm"
          value={category}
          onChange={(e) => set("category", e.target.value)}
        >
          <option value="">{t("browse.shops.allCategories")}</option>
          {categories.data?.items.map((c) => (
            <option key={c.id} value={c.name}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <QueryState
        query={shops}
        loading={
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {[0, 1, 2].map((n) => (
              <Skeleton key={n} className="h-40 rounded-2xl" />
            ))}
          </div>
        }
        errorTitle={t("browse.shops.error")}
        isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
        empty={{ icon: Store, title: t("browse.shops.empty"), description: t("browse.shops.emptyHint") }}
      >
        {(data) => {
          const total = data.pages[0]?.total ?? 0;
          return (
            <>
              <p className="text-muted-foreground text-sm" role="status">
                {t("browse.shops.count", { count: total, n: total.toLocaleString(locale) })}
              </p>
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {data.pages
                  .flatMap((page) => page.items)
                  .map((shop) => (
                    <li key={shop.id}>
                      <ShopCard shop={shop} heading="h2" />
                    </li>
                  ))}
              </ul>
              {shops.hasNextPage && (
                <Button
                  variant="outline"
                  className="justify-self-center"
                  loading={shops.isFetchingNextPage}
                  onClick={() => shops.fetchNextPage()}
                >
                  {t("browse.shops.more")}
                </Button>
              )}
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
