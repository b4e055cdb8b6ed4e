import type { Order, VendorOrderUpdate } from "@saheli/core/contracts/orders";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, isApiError } from "@/lib/api-client";
import { vendorOrdersKeys } from "./keys";

/** `PATCH /api/vendor/orders/{orderNumber}`: accept, pack, ship, deliver, cancel, decide a return, refund. */
export async function updateVendorOrder(orderNumber: string, input: VendorOrderUpdate): Promise<Order> {
  const answer = await api.patch<{ success: true; order: Order }>(
    `/api/vendor/orders/${encodeURIComponent(orderNumber)}`,
    input,
  );
  return answer.order;
}

/** The page shows the moved order at once; her lists, tab counts and badges learn of it. */
export function useUpdateVendorOrder(orderNumber: string) {
  const queryClient = useQueryClient();
  const refreshLists = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: vendorOrdersKeys.lists }),
      queryClient.invalidateQueries({ queryKey: vendorOrdersKeys.counts }),
    ]);
  return useMutation({
    mutationFn: (input: VendorOrderUpdate) => updateVendorOrder(orderNumber, input),
    onSuccess: (order) => {
      queryClient.setQueryData(vendorOrdersKeys.order(orderNumber), order);
      void refreshLists();
    },
    onError: (error) => {
      // Refused because the order moved elsewhere (another tab, the buyer): show what it is now.
      if (isApiError(error) && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: vendorOrdersKeys.order(orderNumber) });
        void refreshLists();
      }
    },
  });
}
