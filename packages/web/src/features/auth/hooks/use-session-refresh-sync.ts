import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { sessionQueryKey } from "@/lib/session/get-session";
import { onSessionRefreshed } from "@/lib/session-refresh";

/** Keeps the cached session in step with refreshes the API client does on its own. */
export function useSessionRefreshSync() {
  const queryClient = useQueryClient();
  useEffect(
    () => onSessionRefreshed((session) => queryClient.setQueryData(sessionQueryKey, session)),
    [queryClient],
  );
}
