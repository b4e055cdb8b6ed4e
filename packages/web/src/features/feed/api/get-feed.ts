import type { FeedPage } from "@saheli/core/contracts/feed";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { feedKeys } from "./keys";

export type FeedSort = "recent" | "top";

/** `GET /api/feed`: a page of 20 posts she may read. */
export function getFeed(sort: FeedSort, cursor: string | null, signal?: AbortSignal): Promise<FeedPage> {
  return api.get<FeedPage>("/api/feed", { query: { sort, ...(cursor ? { cursor } : {}) }, signal });
}

export const feedQueryOptions = (sort: FeedSort) =>
  infiniteQueryOptions({
    queryKey: feedKeys.list(sort),
    queryFn: ({ pageParam, signal }) => getFeed(sort, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    meta: SIGNED_IN_ONLY,
  });

export function useFeed(sort: FeedSort) {
  return useInfiniteQuery(feedQueryOptions(sort));
}
