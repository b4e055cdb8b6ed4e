import type { PostView } from "@saheli/core/contracts/feed";
import type { MyPostInsights, PostVersion, ReactorsPage } from "@saheli/core/contracts/post-extras";
import { REACTION_TYPES, type ReactionType } from "@saheli/core/feed";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { feedKeys } from "./keys";

const extraKeys = {
  versions: (postId: string) => [...feedKeys.post(postId), "versions"] as const,
  reactors: (postId: string, type: ReactionType | null) =>
    [...feedKeys.post(postId), "reactors", type ?? "all"] as const,
  myInsights: [...feedKeys.all, "my-insights"] as const,
};

/** `GET /api/posts/{id}/versions`: what her post said before each edit (hers only). */
export function usePostVersions(postId: string, enabled: boolean) {
  return useQuery({
    queryKey: extraKeys.versions(postId),
    queryFn: ({ signal }) => api.get<{ items: PostVersion[] }>(`/api/posts/${postId}/versions`, { signal }),
    enabled,
    meta: SIGNED_IN_ONLY,
  });
}

/** `GET /api/posts/{id}/reactions`: who reacted (all, or one type), 20 a page. */
export function useReactors(postId: string, type: ReactionType | null, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: extraKeys.reactors(postId, type),
    queryFn: ({ pageParam, signal }) =>
      api.get<ReactorsPage>(`/api/posts/${postId}/reactions`, {
        query: { type: type ?? undefined, cursor: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ReactorsPage) => last.next_cursor ?? undefined,
    enabled,
  });
}

/** `GET /api/me/post-insights`: her posts of the last 30 days and their engagement rate. */
export function useMyPostInsights(enabled: boolean) {
  return useQuery({
    queryKey: extraKeys.myInsights,
    queryFn: ({ signal }) => api.get<MyPostInsights>("/api/me/post-insights", { signal }),
    enabled,
    staleTime: 5 * 60_000,
    meta: SIGNED_IN_ONLY,
  });
}

/** The counts by type after her reaction changed from `before` to `after` (doc 1 §4: never below 0). */
export function recountReactions(
  counts: PostView["reaction_counts"],
  before: ReactionType | null,
  after: ReactionType | null,
): PostView["reaction_counts"] {
  if (!counts || before === after) return counts;
  const next = { ...counts };
  if (before) next[before] = Math.max(0, next[before] - 1);
  if (after) next[after] += 1;
  return next;
}

export const REACTION_ORDER = REACTION_TYPES;
