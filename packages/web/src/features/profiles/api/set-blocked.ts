import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { invalidateGraph } from "@/lib/connections/graph-mutation";
import { sharedKeys } from "@/lib/query-keys";

/** `POST /api/people/{id}/block` to block, `DELETE` to unblock. */
export function setBlocked({ personId, block }: { personId: string; block: boolean }) {
  const path = `/api/people/${encodeURIComponent(personId)}/block`;
  return block ? api.post<unknown>(path) : api.delete<unknown>(path);
}

export function useSetBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBlocked,
    onSettled: () =>
      Promise.all([
        invalidateGraph(queryClient),
        queryClient.invalidateQueries({ queryKey: sharedKeys.blocks }),
      ]),
  });
}
