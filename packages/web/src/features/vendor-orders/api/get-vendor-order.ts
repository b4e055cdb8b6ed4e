import type { Order } from "@saheli/core/contracts/orders";
import { useQuery } from "@tanstack/react-query";
import { api, isApiError } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { vendorOrdersKeys } from "./keys";

/** `GET /api/orders/{orderNumber}`: to its shop's owner with `viewer: "vendor"` and her next moves; 404 otherwise. */
export async function getVendorOrder(orderNumber: string, signal?: AbortSignal): Promise<Order> {
  const answer = await api.get<{ success: true; order: Order }>(
    `/api/orders/${encodeURIComponent(orderNumber)}`,
    { signal },
  );
  return answer.order;
}

export function isOrderMissing(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

export function useVendorOrder(orderNumber: string) {
  return useQuery({
    queryKey: vendorOrdersKeys.order(orderNumber),
    queryFn: ({ signal }) => getVendorOrder(orderNumber, signal),
    meta: SIGNED_IN_ONLY,
    refetchOnWindowFocus: true,
  });
}
