import type { GraphChange } from "@saheli/core/contracts/people";
import { api } from "@/lib/api-client";
import { useGraphMutation } from "./graph-mutation";

/** `DELETE /api/connections/{id}`: the sender withdraws a pending request, or either person ends a connection. */
export function removeConnection(connectionId: string): Promise<GraphChange> {
  return api.delete<GraphChange>(`/api/connections/${encodeURIComponent(connectionId)}`);
}

export function useRemoveConnection() {
  return useGraphMutation(removeConnection);
}
