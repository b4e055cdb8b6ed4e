import type { CommercePage } from "@saheli/core/contracts/home";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { marketplaceKeys } from "./keys";

/** `GET /api/commerce?filter=&search=&page=`. */
export function useCommerce(filter: string, search: string, page: number) {
  const query = new URLSearchParams({ filter, page: String(page) });
  if (search) query.set("search", search);
  return useQuery({
    queryKey: marketplaceKeys.commerce(filter, search, page),
    queryFn: ({ signal }) => api.get<CommercePage>(`/api/commerce?${query}`, { signal }),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}
