import type { Order } from "@saheli/core/contracts/orders";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { ordersKeys } from "./keys";

/** `POST /api/orders/{orderNumber}/cancel`: hers, before it ships; the reason is optional. */
export async function cancelOrder(orderNumber: string, reason?: string): Promise<Order> {
  const answer = await api.post<{ success: true; order: Order }>(
    `/api/orders/${encodeURIComponent(orderNumber)}/cancel`,
    reason ? { reason } : {},
  );
  return answer.order;
}

export function useCancelOrder(orderNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason?: string) => cancelOrder(orderNumber, reason),
    onSuccess: (order) => {
      queryClient.setQueryData(ordersKeys.order(orderNumber), order);
      void queryClient.invalidateQueries({ queryKey: ordersKeys.lists });
    },
  });
}
