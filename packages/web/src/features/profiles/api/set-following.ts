import type { GraphChange } from "@saheli/core/contracts/people";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { invalidateGraph } from "@/lib/connections/graph-mutation";

/** `POST /api/people/{id}/follow` to follow, `DELETE` to unfollow. */
export function setFollowing({ personId, follow }: { personId: string; follow: boolean }) {
  const path = `/api/people/${encodeURIComponent(personId)}/follow`;
  return follow ? api.post<GraphChange>(path) : api.delete<GraphChange>(path);
}

export function useSetFollowing() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setFollowing, onSettled: () => invalidateGraph(queryClient) });
}
