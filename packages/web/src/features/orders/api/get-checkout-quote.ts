import type { CheckoutQuote } from "@saheli/core/contracts/orders";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { ordersKeys } from "./keys";

/** `POST /api/checkout/quote`: her cart split per shop for one address, with shipping, totals and what stops it. */
export function getCheckoutQuote(addressId: string, signal?: AbortSignal): Promise<CheckoutQuote> {
  return api.post<CheckoutQuote>("/api/checkout/quote", { address_id: addressId }, { signal });
}

export function useCheckoutQuote(addressId: string | null) {
  return useQuery({
    queryKey: ordersKeys.quote(addressId ?? ""),
    queryFn: ({ signal }) => getCheckoutQuote(addressId ?? "", signal),
    meta: SIGNED_IN_ONLY,
    enabled: addressId !== null,
    // Prices and stock move: a quote is read fresh each time she comes back to the page.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}
