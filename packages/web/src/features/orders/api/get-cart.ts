import type { CartView } from "@saheli/core/contracts/cart";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { ordersKeys } from "./keys";

/** `GET /api/cart`: whether there is anything to check out before she picks an address. */
export function useCheckoutCart(enabled: boolean) {
  return useQuery({
    queryKey: ordersKeys.cart,
    queryFn: ({ signal }) => api.get<CartView>("/api/cart", { signal }),
    meta: SIGNED_IN_ONLY,
    enabled,
    staleTime: 30_000,
  });
}
