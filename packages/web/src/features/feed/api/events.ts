import type { CreateEvent } from "@saheli/core/contracts/events";
import type { EventView } from "@saheli/core/contracts/feed";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { feedKeys } from "./keys";
import { patchPost } from "./post-cache";

/** `POST /api/community/events`: the event and its feed post; the feed starts again from the top. */
export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateEvent) =>
      api.post<{ success: true; data: EventView }>("/api/community/events", body),
    onSuccess: () => queryClient.resetQueries({ queryKey: feedKeys.lists }),
  });
}

/** `GET /api/community/events/{id}`. */
export function useEvent(id: string) {
  return useQuery(
    queryOptions({
      queryKey: feedKeys.event(id),
      queryFn: ({ signal }) => api.get<EventView>(`/api/community/events/${id}`, { signal }),
      meta: SIGNED_IN_ONLY,
    }),
  );
}

/** `PUT|DELETE /api/community/events/{id}/attendance`; the card and the event page both follow. */
export function useAttend(event: Pick<EventView, "id" | "post_id">) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (going: boolean) =>
      going
        ? api.put<{ attending: boolean; attendee_count: number }>(
            `/api/community/events/${event.id}/attendance`,
          )
        : api.delete<{ attending: boolean; attendee_count: number }>(
            `/api/community/events/${event.id}/attendance`,
          ),
    onSuccess: (result) => {
      patchPost(queryClient, event.post_id, (post) =>
        post.event ? { ...post, event: { ...post.event, ...result } } : post,
      );
      return queryClient.invalidateQueries({ queryKey: feedKeys.event(event.id) });
    },
  });
}
