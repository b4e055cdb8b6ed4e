import type { FeedPage } from "@saheli/core/contracts/feed";
import { useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { feedKeys } from "./keys";

/** `GET /api/people/{id}/posts`: a person's posts the viewer may read (a visitor sees public ones). */
export function useAuthorPosts(authorId: string) {
  return useInfiniteQuery({
    queryKey: feedKeys.authorPosts(authorId),
    queryFn: ({ pageParam, signal }) =>
      api.get<FeedPage>(`/api/people/${authorId}/posts`, {
        query: pageParam ? { cursor: pageParam } : {},
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
  });
}
