import type { HistoryPage } from "@saheli/core/contracts/shepay";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { type HistoryFilters, shepayKeys } from "./keys";

const queryOf = (filters: HistoryFilters) => ({
  side: filters.side ?? undefined,
  kind: filters.kind ?? undefined,
  from: filters.from || undefined,
  to: filters.to || undefined,
});

/** `GET /api/shepay/history`: her entries newest first, 50 a page. */
export function getHistory(filters: HistoryFilters, cursor: string | null, signal?: AbortSignal) {
  return api.get<HistoryPage>("/api/shepay/history", {
    query: { ...queryOf(filters), cursor: cursor ?? undefined },
    signal,
  });
}

export function useHistory(filters: HistoryFilters) {
  return useInfiniteQuery({
    queryKey: shepayKeys.history(filters),
    queryFn: ({ pageParam, signal }) => getHistory(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
    meta: SIGNED_IN_ONLY,
  });
}

/** The same entries as a CSV file: a plain link (the browser sends her cookies and saves the attachment). */
export function historyCsvUrl(filters: HistoryFilters): string {
  const params = new URLSearchParams({ format: "csv" });
  for (const [key, value] of Object.entries(queryOf(filters))) if (value) params.set(key, value);
  return `/api/shepay/history?${params}`;
}
