import type { GraphChange } from "@saheli/core/contracts/people";
import { api } from "@/lib/api-client";
import { useGraphMutation } from "@/lib/connections/graph-mutation";

/** `DELETE /api/people/{id}/block`. */
export function unblockPerson(personId: string): Promise<GraphChange> {
  return api.delete<GraphChange>(`/api/people/${encodeURIComponent(personId)}/block`);
}

export function useUnblockPerson() {
  return useGraphMutation(unblockPerson);
}
