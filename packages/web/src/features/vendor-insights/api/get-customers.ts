import type { CustomerPage } from "@saheli/core/contracts/vendor-insights";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { vendorInsightsKeys } from "./keys";

/** `GET /api/vendor/customers?q=&cursor=`: who bought from her, latest buyer first. */
export function getCustomers(search: string, cursor: string | null, signal?: AbortSignal) {
  return api.get<CustomerPage>("/api/vendor/customers", {
    query: { q: search || undefined, cursor: cursor ?? undefined },
    signal,
  });
}

export function useCustomers(search: string) {
  return useInfiniteQuery({
    queryKey: vendorInsightsKeys.customers(search),
    queryFn: ({ pageParam, signal }) => getCustomers(search, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
    meta: SIGNED_IN_ONLY,
  });
}
