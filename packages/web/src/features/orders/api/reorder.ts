import type { CartView } from "@saheli/core/contracts/cart";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { ordersKeys } from "./keys";

/** `POST /api/orders/{orderNumber}/reorder`: the order's lines back in her cart, at today's prices; answers the cart. */
export function reorder(orderNumber: string): Promise<CartView> {
  return api.post<CartView>(`/api/orders/${encodeURIComponent(orderNumber)}/reorder`);
}

export function useReorder(orderNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => reorder(orderNumber),
    onSuccess: (cart) => queryClient.setQueryData(ordersKeys.cart, cart),
  });
}
