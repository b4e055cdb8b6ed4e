import type { Order } from "@saheli/core/contracts/orders";
import { useQuery } from "@tanstack/react-query";
import { api, isApiError } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { ordersKeys } from "./keys";

/** An open order page looks again this often (and when she comes back to the tab). */
const ORDER_REFRESH_MS = 30_000;

/** `GET /api/orders/{orderNumber}`: answered to its buyer and its shop only; anyone else gets 404. */
export async function getOrder(orderNumber: string, signal?: AbortSignal): Promise<Order> {
  const answer = await api.get<{ success: true; order: Order }>(
    `/api/orders/${encodeURIComponent(orderNumber)}`,
    { signal },
  );
  return answer.order;
}

export function isOrderNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

export function useOrder(orderNumber: string | null) {
  return useQuery({
    queryKey: ordersKeys.order(orderNumber ?? ""),
    queryFn: ({ signal }) => getOrder(orderNumber ?? "", signal),
    meta: SIGNED_IN_ONLY,
    enabled: orderNumber !== null,
    refetchInterval: (query) => (isOrderNotFound(query.state.error) ? false : ORDER_REFRESH_MS),
    refetchOnWindowFocus: true,
  });
}
