import type { FeedPage } from "@saheli/core/contracts/feed";
import { useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { feedKeys } from "./keys";

/** `GET /api/saved-posts`: her saved posts, newest saved first. */
export function useSavedPosts() {
  return useInfiniteQuery({
    queryKey: feedKeys.saved,
    queryFn: ({ pageParam, signal }) =>
      api.get<FeedPage>("/api/saved-posts", { query: pageParam ? { cursor: pageParam } : {}, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    meta: SIGNED_IN_ONLY,
  });
}
