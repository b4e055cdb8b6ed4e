import type { FeedPage } from "@saheli/core/contracts/feed";
import type { GroupView } from "@saheli/core/contracts/groups";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { feedKeys } from "./keys";

/** `GET /api/groups?q=&mine=`. */
export function useGroups(query: string, mine: boolean) {
  return useQuery({
    queryKey: feedKeys.groupSearch(query, mine),
    queryFn: ({ signal }) =>
      api
        .get<{ items: GroupView[] }>("/api/groups", { query: { q: query, mine: String(mine) }, signal })
        .then((answer) => answer.items),
    meta: SIGNED_IN_ONLY,
  });
}

/** `GET /api/groups/{id or slug}`. */
export function useGroup(idOrSlug: string) {
  return useQuery({
    queryKey: feedKeys.groupOne(idOrSlug),
    queryFn: ({ signal }) => api.get<GroupView>(`/api/groups/${encodeURIComponent(idOrSlug)}`, { signal }),
    meta: SIGNED_IN_ONLY,
  });
}

/** `GET /api/groups/{id}/posts`: the group's feed, 20 at a time. */
export function useGroupFeed(groupId: string) {
  return useInfiniteQuery({
    queryKey: feedKeys.groupPosts(groupId),
    queryFn: ({ pageParam, signal }) =>
      api.get<FeedPage>(`/api/groups/${groupId}/posts`, {
        query: pageParam ? { cursor: pageParam } : {},
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    meta: SIGNED_IN_ONLY,
  });
}

/** `POST /api/groups`. */
export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; description: string }) => api.post<GroupView>("/api/groups", body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedKeys.groups }),
  });
}

/** `PUT|DELETE /api/groups/{id}/membership`. */
export function useMembership(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (join: boolean) =>
      join
        ? api.put<{ joined: boolean; member_count: number }>(`/api/groups/${groupId}/membership`)
        : api.delete<{ joined: boolean; member_count: number }>(`/api/groups/${groupId}/membership`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: feedKeys.group }),
        queryClient.invalidateQueries({ queryKey: feedKeys.groups }),
      ]),
  });
}
