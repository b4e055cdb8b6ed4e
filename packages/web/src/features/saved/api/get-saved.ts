import type { SavedPage } from "@saheli/core/contracts/saved";
import { useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { type SavedFilter, savedKeys } from "./keys";

/** `GET /api/saved?collection=&kind=&cursor=`: her saved things, newest saved first, 20 at a time. */
export function useSaved(filter: SavedFilter) {
  return useInfiniteQuery({
    queryKey: savedKeys.list(filter),
    queryFn: ({ pageParam, signal }) => {
      const query: Record<string, string> = { collection: filter.collection };
      if (filter.kind) query.kind = filter.kind;
      if (pageParam) query.cursor = pageParam;
      return api.get<SavedPage>("/api/saved", { query, signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    // Saves are made on many screens (the feed, the wishlist heart, jobs): the list is read afresh each visit.
    refetchOnMount: "always",
    meta: SIGNED_IN_ONLY,
  });
}
