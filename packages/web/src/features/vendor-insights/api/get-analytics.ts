import type { Analytics } from "@saheli/core/contracts/vendor-insights";
import type { DayRange } from "@saheli/core/vendor-insights";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { vendorInsightsKeys } from "./keys";

/** `GET /api/vendor/analytics?from=&to=`: her shop's figures for IST days `from`–`to`. */
export function getAnalytics(range: DayRange, signal?: AbortSignal): Promise<Analytics> {
  return api.get<Analytics>("/api/vendor/analytics", { query: { from: range.from, to: range.to }, signal });
}

/** The last range's figures stay on screen (dimmed) while the next range's arrive. */
export function useAnalytics(range: DayRange) {
  return useQuery({
    queryKey: vendorInsightsKeys.analytics(range),
    queryFn: ({ signal }) => getAnalytics(range, signal),
    placeholderData: keepPreviousData,
    meta: SIGNED_IN_ONLY,
  });
}

/** The same range as a CSV file: a plain link (the browser sends her cookies and saves the attachment). */
export function analyticsCsvUrl(range: DayRange): string {
  return `/api/vendor/analytics.csv?${new URLSearchParams({ from: range.from, to: range.to })}`;
}
