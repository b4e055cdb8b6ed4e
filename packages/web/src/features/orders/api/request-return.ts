import type { Order } from "@saheli/core/contracts/orders";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { ordersKeys } from "./keys";

export type ReturnRequest = { reason: string; photos: string[] };

/** `POST /api/orders/{orderNumber}/return`: within the return window after delivery, with a reason and photos. */
export async function requestReturn(orderNumber: string, request: ReturnRequest): Promise<Order> {
  const answer = await api.post<{ success: true; order: Order }>(
    `/api/orders/${encodeURIComponent(orderNumber)}/return`,
    request,
  );
  return answer.order;
}

export function useRequestReturn(orderNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ReturnRequest) => requestReturn(orderNumber, request),
    onSuccess: (order) => {
      queryClient.setQueryData(ordersKeys.order(orderNumber), order);
      void queryClient.invalidateQueries({ queryKey: ordersKeys.lists });
    },
  });
}
