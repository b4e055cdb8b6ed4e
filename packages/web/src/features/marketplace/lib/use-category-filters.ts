import {
  type CategoryFilters,
  categoryFilterParams,
  parseCategoryFilters,
} from "@saheli/core/category-filters";
import { pathSegments } from "@saheli/core/path-match";
import { useLocation, useSearchParams } from "react-router";

/** The filters in the URL, and a setter that keeps the view mode and starts again at page 1. */
export function useCategoryFilters() {
  const [params, setParams] = useSearchParams();
  const filters = parseCategoryFilters(params);
  const update = (change: Partial<CategoryFilters>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(
          categoryFilterParams({ ...parseCategoryFilters(current), page: 1, ...change }),
        );
        const view = current.get("view");
        if (view) next.set("view", view);
        return next;
      },
      { replace: true },
    );
  return { filters, update };
}

/** Adds or takes away one value of a list. */
export const toggled = <T>(list: T[], value: T): T[] =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

/** The category's seo name or id from `/category/{slug}`; read from the path because the header sits above the route. */
export function useCategorySlug(): string {
  const raw = pathSegments(useLocation().pathname)[1] ?? "";
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw; // A malformed escape in a typed URL: the page then says the category was not found.
  }
}
