import type { ShopCard } from "@saheli/core/contracts/home";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { marketplaceKeys } from "./keys";

/** `GET /api/commerce/featured-shops`: the shops the admins feature (doc 3 §9: kept 10 minutes). */
export function useFeaturedShops() {
  return useQuery({
    queryKey: marketplaceKeys.featuredShops,
    queryFn: ({ signal }) => api.get<{ items: ShopCard[] }>("/api/commerce/featured-shops", { signal }),
    staleTime: 10 * 60_000,
  });
}
