import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useRealtimeEvent } from "@/lib/realtime";
import { bookingsKeys } from "../api/keys";

/** A booking of hers (or her shop's) changed elsewhere: the open lists and pages look again. */
export function useBookingsLive() {
  const queryClient = useQueryClient();
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: bookingsKeys.mine });
    void queryClient.invalidateQueries({ queryKey: bookingsKeys.shop });
    void queryClient.invalidateQueries({ queryKey: [...bookingsKeys.all, "one"] });
  }, [queryClient]);
  useRealtimeEvent("booking-updated", refresh);
}
