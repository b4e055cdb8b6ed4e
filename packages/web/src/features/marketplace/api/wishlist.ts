import type { CartView, WishlistView } from "@saheli/core/contracts/cart";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { useSession } from "@/lib/session/use-session";
import { marketplaceKeys } from "./keys";

/** `GET /api/wishlist`: hers, kept on the server (doc 3 §3); a visitor has none. */
export function useWishlist() {
  const session = useSession();
  return useQuery({
    queryKey: marketplaceKeys.wishlist,
    queryFn: ({ signal }) => api.get<WishlistView>("/api/wishlist", { signal }),
    meta: SIGNED_IN_ONLY,
    enabled: session.status === "signed-in",
    staleTime: 30_000,
  });
}

/** `PUT|DELETE /api/wishlist/{listingId}`; listing pages learn whether it is hearted. */
export function useToggleWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listingId, add }: { listingId: string; add: boolean }) =>
      add
        ? api.put<WishlistView>(`/api/wishlist/${listingId}`)
        : api.delete<WishlistView>(`/api/wishlist/${listingId}`),
    onSuccess: (view) => {
      queryClient.setQueryData(marketplaceKeys.wishlist, view);
      return queryClient.invalidateQueries({ queryKey: marketplaceKeys.listings });
    },
  });
}

/** `POST /api/wishlist/{listingId}/move-to-cart`: it leaves the wishlist only if the cart took it. */
export function useMoveToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listingId: string) =>
      api.post<{ cart: CartView; wishlist: WishlistView; message: string }>(
        `/api/wishlist/${listingId}/move-to-cart`,
        {},
      ),
    onSuccess: ({ cart, wishlist }) => {
      queryClient.setQueryData(marketplaceKeys.cart, cart);
      queryClient.setQueryData(marketplaceKeys.wishlist, wishlist);
      return queryClient.invalidateQueries({ queryKey: marketplaceKeys.listings });
    },
  });
}
