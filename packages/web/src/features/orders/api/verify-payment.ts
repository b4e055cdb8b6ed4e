import type { CheckoutResult } from "@saheli/core/contracts/orders";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { ordersKeys } from "./keys";

export type RazorpayProof = {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
};

/** `POST /api/checkout/{checkoutId}/razorpay/verify`: the server checks Razorpay's signature before anything is paid. */
export function verifyPayment(checkoutId: string, proof: RazorpayProof): Promise<CheckoutResult> {
  return api.post<CheckoutResult>(`/api/checkout/${encodeURIComponent(checkoutId)}/razorpay/verify`, proof);
}

export function useVerifyPayment(checkoutId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proof: RazorpayProof) => verifyPayment(checkoutId, proof),
    onSuccess: (result) => {
      queryClient.setQueryData(ordersKeys.checkout(checkoutId), result);
      void queryClient.invalidateQueries({ queryKey: ordersKeys.lists });
      void queryClient.invalidateQueries({ queryKey: ordersKeys.orders });
      // A paid checkout takes its lines out of her cart.
      void queryClient.invalidateQueries({ queryKey: ordersKeys.cart });
    },
  });
}
