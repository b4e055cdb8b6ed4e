import type { GraphChange } from "@saheli/core/contracts/people";
import { api } from "@/lib/api-client";
import { useGraphMutation } from "@/lib/connections/graph-mutation";

/** `DELETE /api/people/{id}/follower`: she stops this person following her. */
export function removeFollower(personId: string): Promise<GraphChange> {
  return api.delete<GraphChange>(`/api/people/${encodeURIComponent(personId)}/follower`);
}

export function useRemoveFollower() {
  return useGraphMutation(removeFollower);
}
