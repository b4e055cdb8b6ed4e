import type { VendorReviewFilter, VendorReviewPage } from "@saheli/core/contracts/vendor-insights";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { vendorInsightsKeys } from "./keys";

/** `GET /api/vendor/reviews?filter=&cursor=`: reviews of her listings, newest first. */
export function getVendorReviews(filter: VendorReviewFilter, cursor: string | null, signal?: AbortSignal) {
  return api.get<VendorReviewPage>("/api/vendor/reviews", {
    query: { filter, cursor: cursor ?? undefined },
    signal,
  });
}

export function useVendorReviews(filter: VendorReviewFilter) {
  return useInfiniteQuery({
    queryKey: vendorInsightsKeys.reviews(filter),
    queryFn: ({ pageParam, signal }) => getVendorReviews(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
    meta: SIGNED_IN_ONLY,
  });
}
