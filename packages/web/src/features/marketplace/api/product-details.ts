import type { ProductDetails, StockHistoryPage } from "@saheli/core/contracts/vendor-products";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { marketplaceKeys } from "./keys";

/** `GET /api/vendor/listings/{id}/details`: her listing's figures and stock. */
export function useProductDetails(listingId: string) {
  return useQuery({
    queryKey: marketplaceKeys.productDetails(listingId),
    queryFn: ({ signal }) => api.get<ProductDetails>(`/api/vendor/listings/${listingId}/details`, { signal }),
    meta: SIGNED_IN_ONLY,
  });
}

/** `GET /api/vendor/listings/{id}/stock-history`: her listing's stock changes, 20 at a time, newest first. */
export function useStockHistory(listingId: string) {
  return useInfiniteQuery({
    queryKey: marketplaceKeys.stockHistory(listingId),
    queryFn: ({ pageParam, signal }) =>
      api.get<StockHistoryPage>(`/api/vendor/listings/${listingId}/stock-history`, {
        query: { cursor: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    meta: SIGNED_IN_ONLY,
  });
}

/** `POST /api/vendor/listings/{id}/duplicate`: a hidden copy; her listings list learns of it. */
export function useDuplicateListing(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<{ id: string; slug: string; title: string }>(`/api/vendor/listings/${listingId}/duplicate`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketplaceKeys.shops }),
  });
}
