import type { ItemType } from "@saheli/core/category-filters";
import type { CommercePage } from "@saheli/core/contracts/home";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { marketplaceKeys } from "./keys";

/** `GET /api/commerce?filter=&search=&type=&page=`; `type` is products or services only, "" for every kind. */
export function useCommerce(filter: string, search: string, page: number, type: ItemType | "" = "") {
  const query = new URLSearchParams({ filter, page: String(page) });
  if (search) query.set("search", search);
  if (type) query.set("type", type);
  return useQuery({
    queryKey: marketplaceKeys.commerce(filter, search, page, type),
    queryFn: ({ signal }) => api.get<CommercePage>(`/api/commerce?${query}`, { signal }),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}
