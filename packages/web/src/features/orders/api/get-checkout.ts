import type { CheckoutResult } from "@saheli/core/contracts/orders";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { ordersKeys } from "./keys";

/** While she has not paid, the server may hear of the payment from Razorpay first: look again this often. */
const AWAITING_POLL_MS = 15_000;

/** `GET /api/checkout/{checkoutId}`: the orders of one checkout and where its payment stands. */
export function getCheckout(checkoutId: string, signal?: AbortSignal): Promise<CheckoutResult> {
  return api.get<CheckoutResult>(`/api/checkout/${encodeURIComponent(checkoutId)}`, { signal });
}

export function useCheckout(checkoutId: string) {
  return useQuery({
    queryKey: ordersKeys.checkout(checkoutId),
    queryFn: ({ signal }) => getCheckout(checkoutId, signal),
    meta: SIGNED_IN_ONLY,
    refetchInterval: (query) => (query.state.data?.payment_status === "awaiting" ? AWAITING_POLL_MS : false),
    refetchOnWindowFocus: true,
  });
}
