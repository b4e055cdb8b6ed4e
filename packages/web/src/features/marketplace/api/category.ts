import type { CategoryPage } from "@saheli/core/contracts/home";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { marketplaceKeys } from "./keys";

/**
 * `GET /api/categories/{slug}/listings?…`: the page for the filters in the URL. The category header asks with the
 * same key for its item count, so both share one request.
 */
export const categoryPageQuery = (slug: string, search = "") => {
  const query = new URLSearchParams(search);
  query.delete("view");
  const filters = query.toString();
  return queryOptions({
    queryKey: marketplaceKeys.category(slug, filters),
    queryFn: ({ signal }) =>
      api.get<CategoryPage>(
        `/api/categories/${encodeURIComponent(slug)}/listings${filters ? `?${filters}` : ""}`,
        { signal },
      ),
    staleTime: 5 * 60_000,
  });
};

export function useCategoryPage(slug: string, search: string) {
  return useQuery({
    ...categoryPageQuery(slug, search),
    placeholderData: keepPreviousData,
    enabled: slug !== "",
  });
}
