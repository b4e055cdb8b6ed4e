import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useRealtimeEvent } from "@/lib/realtime";
import { chatKeys } from "../api/keys";

/** Her conversation list follows what happens in any of them (the events on her own topic). */
export function ChatSync() {
  const queryClient = useQueryClient();
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: chatKeys.conversations }),
    [queryClient],
  );
  useRealtimeEvent("conversation-updated", refresh);
  useRealtimeEvent("unread-count-updated", refresh);
  useRealtimeEvent("refresh", refresh);
  return null;
}
