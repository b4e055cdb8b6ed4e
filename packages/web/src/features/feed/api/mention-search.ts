import type { PeoplePage } from "@saheli/core/contracts/people";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { feedKeys } from "./keys";

/** People to mention: the people search (doc 2 §7), at least 2 characters, five at most. */
export function useMentionSearch(query: string | null) {
  return useQuery({
    queryKey: feedKeys.mention(query),
    queryFn: ({ signal }) =>
      api
        .get<PeoplePage>("/api/people/search", { query: { q: query ?? "", limit: "5" }, signal })
        .then((page) => page.items),
    enabled: query !== null && query.length >= 2,
    meta: SIGNED_IN_ONLY,
  });
}
