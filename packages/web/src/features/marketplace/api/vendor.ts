import type { VendorListingFilter, VendorListingPage } from "@saheli/core/contracts/listings";
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { marketplaceKeys } from "./keys";

/** Under the shops key, so a saved or deleted listing refreshes the dashboard too. */

/** `GET /api/vendor/listings?filter=`: her own, 20 at a time, with a count per filter. */
export function useVendorListings(filter: VendorListingFilter) {
  return useInfiniteQuery({
    queryKey: marketplaceKeys.vendorListings(filter),
    queryFn: ({ pageParam, signal }) =>
      api.get<VendorListingPage>("/api/vendor/listings", {
        query: { filter, cursor: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
    meta: SIGNED_IN_ONLY,
  });
}

/** `PATCH /api/listings/{id}/visibility`: shown to buyers or hidden. */
export function useListingVisibility(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isActive: boolean) =>
      api.patch<{ is_active: boolean }>(`/api/listings/${listingId}/visibility`, { is_active: isActive }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: marketplaceKeys.shops }),
        queryClient.invalidateQueries({ queryKey: marketplaceKeys.listings }),
      ]),
  });
}

export type VendorOrderCounts = { new: number; to_pack: number; shipped: number; returns: number };

/** `GET /api/vendor/orders/counts`: her orders by what they need, for the dashboard. */
export function useVendorOrderCounts() {
  return useQuery({
    queryKey: marketplaceKeys.vendorOrderCounts,
    queryFn: ({ signal }) => api.get<VendorOrderCounts>("/api/vendor/orders/counts", { signal }),
    meta: SIGNED_IN_ONLY,
  });
}
