import type { ConnectionRequest, GraphChange } from "@saheli/core/contracts/people";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { invalidateGraph } from "./invalidate";

/** `POST /api/connections` `{ receiver_id, message }`: a request with an optional note. */
export function sendConnectionRequest(body: ConnectionRequest) {
  return api.post<GraphChange>("/api/connections", body);
}

export function useSendConnectionRequest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendConnectionRequest, onSettled: () => invalidateGraph(queryClient) });
}
