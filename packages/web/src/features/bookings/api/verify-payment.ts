import type { CheckoutResult } from "@saheli/core/contracts/orders";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { bookingsKeys } from "./keys";

export type RazorpayProof = {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
};

/**
 * `POST /api/checkout/{checkoutId}/razorpay/verify`: a booking is paid like any order; the server checks
 * Razorpay's signature and record before the booking is confirmed.
 */
export function verifyPayment(checkoutId: string, proof: RazorpayProof): Promise<CheckoutResult> {
  return api.post<CheckoutResult>(`/api/checkout/${encodeURIComponent(checkoutId)}/razorpay/verify`, proof);
}

export function useVerifyPayment(bookingId: string, checkoutId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proof: RazorpayProof) => verifyPayment(checkoutId, proof),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: bookingsKeys.one(bookingId) });
      void queryClient.invalidateQueries({ queryKey: bookingsKeys.mine });
      void queryClient.invalidateQueries({ queryKey: bookingsKeys.orders });
    },
  });
}
