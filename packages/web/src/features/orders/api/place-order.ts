import type { CheckoutResult, PlaceOrder } from "@saheli/core/contracts/orders";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { ordersKeys } from "./keys";

/** `POST /api/checkout`: one order per shop and one payment; the same idempotency key answers the same orders. */
export function placeOrder(body: PlaceOrder): Promise<CheckoutResult> {
  return api.post<CheckoutResult>("/api/checkout", body);
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: (result) => {
      queryClient.setQueryData(ordersKeys.checkout(result.checkout_id), result);
      void queryClient.invalidateQueries({ queryKey: ordersKeys.cart });
      void queryClient.invalidateQueries({ queryKey: ordersKeys.lists });
      queryClient.removeQueries({ queryKey: ordersKeys.quotes });
    },
  });
}
