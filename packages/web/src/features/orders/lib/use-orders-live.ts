import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { type RealtimeDetail, useRealtimeEvent } from "@/lib/realtime";
import { ordersKeys } from "../api/keys";

/** Notification types that mean one of her orders moved (issue 18: "order" and "shipping"). */
const ORDER_NOTIFICATIONS = new Set(["order", "shipping"]);

/**
 * Keeps open order screens fresh: every order or shipping notification that reaches her (on her own realtime
 * topic) refetches them at once; the order page also looks again every 30 s and when she returns to the tab.
 */
export function useOrdersLive() {
  const queryClient = useQueryClient();
  const onNotification = useCallback(
    (detail: RealtimeDetail<"new-notification">) => {
      if (!ORDER_NOTIFICATIONS.has(detail.data.type)) return;
      void queryClient.invalidateQueries({ queryKey: ordersKeys.orders });
      void queryClient.invalidateQueries({ queryKey: ordersKeys.lists });
    },
    [queryClient],
  );
  useRealtimeEvent("new-notification", onNotification);
}
