import type { GraphChange } from "@saheli/core/contracts/people";
import { api } from "@/lib/api-client";
import { useGraphMutation } from "@/lib/connections/graph-mutation";

/** `POST /api/people/{id}/follow` to follow, `DELETE` to unfollow. */
export function setFollowing({
  personId,
  follow,
}: {
  personId: string;
  follow: boolean;
}): Promise<GraphChange> {
  const path = `/api/people/${encodeURIComponent(personId)}/follow`;
  return follow ? api.post<GraphChange>(path) : api.delete<GraphChange>(path);
}

export function useSetFollowing() {
  return useGraphMutation(setFollowing);
}
