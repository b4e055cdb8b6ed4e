import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { jobKeys } from "./keys";

/** `GET /api/shops/mine`: her shop's name, to offer posting a job for it (null without a shop). */
export function useMyShopName(enabled: boolean) {
  return useQuery({
    queryKey: [...jobKeys.all, "my-shop"],
    queryFn: async ({ signal }) =>
      (await api.get<{ shop: { shop_name: string } | null }>("/api/shops/mine", { signal })).shop
        ?.shop_name ?? null,
    enabled,
    meta: SIGNED_IN_ONLY,
  });
}
