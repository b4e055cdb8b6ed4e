import type { CategoryCard } from "@saheli/core/contracts/home";
import { useEffect } from "react";
import { whenPageIdle } from "@/lib/deferred";
import { preloadPath } from "@/lib/preload";

/** Doc 3 §9: the first five (most popular) categories are preloaded. */
export const POPULAR_CATEGORIES_PRELOADED = 5;

export function popularCategoryPaths(categories: Pick<CategoryCard, "seo_name">[]): string[] {
  return categories
    .slice(0, POPULAR_CATEGORIES_PRELOADED)
    .map((category) => `/category/${encodeURIComponent(category.seo_name)}`);
}

/** Their pages' code and first answers, fetched once the page has nothing else to do. */
export function usePopularCategoriesPreload(categories: CategoryCard[]) {
  const paths = popularCategoryPaths(categories).join("\n");
  useEffect(() => {
    if (!paths) return;
    return whenPageIdle(() => {
      for (const path of paths.split("\n")) preloadPath(path);
    });
  }, [paths]);
}
