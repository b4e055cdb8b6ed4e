import type { HelpArticlePage, HelpCentre, HelpSearch } from "@saheli/core/contracts/support";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { supportKeys } from "./keys";

/** `GET /api/support/help?user_type=`: categories, popular articles and contacts for her variant. */
export function useHelpCentre(userType: "customer" | "vendor") {
  return useQuery({
    queryKey: supportKeys.centre(userType),
    queryFn: ({ signal }) =>
      api.get<HelpCentre>("/api/support/help", { query: { user_type: userType }, signal }),
    staleTime: 5 * 60_000,
  });
}

/** `GET /api/support/articles?q=`: full-text search of the help articles. */
export function useHelpSearch(q: string) {
  return useQuery({
    queryKey: supportKeys.search(q),
    queryFn: ({ signal }) => api.get<HelpSearch>("/api/support/articles", { query: { q }, signal }),
    enabled: q.trim().length > 0,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/support/kb/{id}`: the published version. */
export function useHelpArticle(id: string) {
  return useQuery({
    queryKey: supportKeys.article(id),
    queryFn: ({ signal }) =>
      api.get<HelpArticlePage>(`/api/support/kb/${encodeURIComponent(id)}`, { signal }),
    staleTime: 5 * 60_000,
  });
}
