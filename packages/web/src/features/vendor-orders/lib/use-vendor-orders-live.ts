import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useRealtimeEvent } from "@/lib/realtime";
import { vendorOrdersKeys } from "../api/keys";

/**
 * An order of hers moved (a new one, or the buyer cancelled or asked for a return): her lists, counts and open
 * order look again. Mounted once, by the vendor header every /vendor page has.
 */
export function useVendorOrdersLive() {
  const queryClient = useQueryClient();
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: vendorOrdersKeys.all });
  }, [queryClient]);
  useRealtimeEvent("order-updated", refresh);
}
