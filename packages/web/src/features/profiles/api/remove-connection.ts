import type { GraphChange } from "@saheli/core/contracts/people";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { invalidateGraph } from "./invalidate";

/** `DELETE /api/connections/{id}`: the sender withdraws a pending request, or either removes a connection. */
export function removeConnection({ connectionId }: { connectionId: string }) {
  return api.delete<GraphChange>(`/api/connections/${encodeURIComponent(connectionId)}`);
}

export function useRemoveConnection() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeConnection, onSettled: () => invalidateGraph(queryClient) });
}
