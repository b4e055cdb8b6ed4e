import type { SearchPage, SearchResult } from "@saheli/core/contracts/search";
import type { SearchGroup } from "@saheli/core/search";
import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { searchKeys } from "./keys";

/**
 * `GET /api/search?q=`: grouped results. Each query has its own cache entry and an aborted request for a stale
 * query never lands on a newer one, so stale answers are ignored (doc 3 §4).
 */
export function useSearch(q: string, enabled: boolean) {
  return useQuery({
    queryKey: searchKeys.everything(q),
    queryFn: ({ signal }) => api.get<SearchResult>("/api/search", { query: { q }, signal }),
    enabled,
    staleTime: 2 * 60_000,
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/search/{group}?q=`: one kind of result, ranked, a page at a time by `next_cursor`. */
export function useSearchPages(group: SearchGroup, q: string, pageSize = 20) {
  return useInfiniteQuery({
    queryKey: searchKeys.group(group, q),
    queryFn: ({ pageParam, signal }) =>
      api.get<SearchPage>(`/api/search/${group}`, {
        query: { q, limit: String(pageSize), cursor: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    enabled: q.trim().length > 0,
    staleTime: 2 * 60_000,
  });
}
