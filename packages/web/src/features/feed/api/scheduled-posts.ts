import type { PostView } from "@saheli/core/contracts/feed";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { feedKeys } from "./keys";

/** `GET /api/posts/scheduled`: her posts waiting for their time. */
export function useScheduledPosts() {
  return useQuery({
    queryKey: feedKeys.scheduled,
    queryFn: ({ signal }) =>
      api.get<{ items: PostView[] }>("/api/posts/scheduled", { signal }).then((a) => a.items),
    meta: SIGNED_IN_ONLY,
  });
}

/** Cancelling a scheduled post deletes it. */
export function useCancelScheduled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/posts/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedKeys.scheduled }),
  });
}
