import type { CategoryList } from "@saheli/core/contracts/home";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { marketplaceKeys } from "./keys";

/** `GET /api/categories`: kept 10 minutes, as the server's cache header says (doc 3 §9). */
export function useCategories() {
  return useQuery({
    queryKey: marketplaceKeys.categories,
    queryFn: ({ signal }) => api.get<CategoryList>("/api/categories", { signal }),
    staleTime: 10 * 60_000,
  });
}
