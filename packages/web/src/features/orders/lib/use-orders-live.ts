import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { type RealtimeDetail, useRealtimeEvent } from "@/lib/realtime";
import { ordersKeys } from "../api/keys";

/**
 * Keeps open order screens fresh: an `order-updated` event (published on her own topic, which the shell
 * subscribes to while she is signed in) refetches that order and her lists at once; the order page also looks
 * again every 30 s and when she comes back to the tab, for when the socket is down.
 */
export function useOrdersLive() {
  const queryClient = useQueryClient();
  const onOrder = useCallback(
    (detail: RealtimeDetail<"order-updated">) => {
      void queryClient.invalidateQueries({ queryKey: ordersKeys.order(detail.data.order_number) });
      void queryClient.invalidateQueries({ queryKey: ordersKeys.lists });
    },
    [queryClient],
  );
  useRealtimeEvent("order-updated", onOrder);
}
