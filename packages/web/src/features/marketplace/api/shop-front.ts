import type { ShopFront, ShopSectionsInput } from "@saheli/core/contracts/shop-front";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { marketplaceKeys } from "./keys";

/** `GET /api/shops/{slug or id}/sections`: a shop's banner and sections as buyers see them. */
export function useShopFront(slugOrId: string) {
  return useQuery({
    queryKey: marketplaceKeys.shopFront(slugOrId),
    queryFn: ({ signal }) =>
      api.get<ShopFront>(`/api/shops/${encodeURIComponent(slugOrId)}/sections`, { signal }),
  });
}

/** `GET /api/vendor/shop/sections`: her shop front as she arranged it. */
export function useMyShopFront() {
  return useQuery({
    queryKey: marketplaceKeys.myShopFront,
    queryFn: ({ signal }) => api.get<ShopFront>("/api/vendor/shop/sections", { signal }),
    meta: SIGNED_IN_ONLY,
  });
}

/** `PUT /api/vendor/shop/sections`: her sections in her order; her shop page shows them. */
export function useSaveShopFront() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ShopSectionsInput) => api.put<ShopFront>("/api/vendor/shop/sections", input),
    onSuccess: (front) => {
      queryClient.setQueryData(marketplaceKeys.myShopFront, front);
      return queryClient.invalidateQueries({ queryKey: [...marketplaceKeys.shops, "front"] });
    },
  });
}

/** `POST /api/shops/{id}/banner`: the banner image, re-encoded by the server; her pages learn of it. */
export function useUploadBanner(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (fraction: number) => void }) => {
      const form = new FormData();
      form.append("file", file);
      return api.upload<{ banner_url: string | null }>(`/api/shops/${shopId}/banner`, form, { onProgress });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketplaceKeys.shops }),
  });
}

/** `DELETE /api/shops/{id}/banner`. */
export function useRemoveBanner(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ banner_url: string | null }>(`/api/shops/${shopId}/banner`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketplaceKeys.shops }),
  });
}
