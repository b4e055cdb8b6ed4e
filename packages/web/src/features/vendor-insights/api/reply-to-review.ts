import type { VendorReview, VendorReviewPage } from "@saheli/core/contracts/vendor-insights";
import { type InfiniteData, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, isApiError } from "@/lib/api-client";
import { vendorInsightsKeys } from "./keys";

/** `PUT /api/vendor/reviews/{id}/reply`: her one public reply. */
export function replyToReview(reviewId: string, reply: string): Promise<VendorReview> {
  return api.put<VendorReview>(`/api/vendor/reviews/${encodeURIComponent(reviewId)}/reply`, { reply });
}

/**
 * The reply shows under the review at once (in every list holding it); the lists then refresh for the
 * Unanswered count. A 409 means it was already answered (another tab): the lists show that reply.
 */
export function useReplyToReview(reviewId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: vendorInsightsKeys.reviewLists });
  return useMutation({
    mutationFn: (reply: string) => replyToReview(reviewId, reply),
    onSuccess: (review) => {
      queryClient.setQueriesData<InfiniteData<VendorReviewPage>>(
        { queryKey: vendorInsightsKeys.reviewLists },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((item) => (item.id === review.id ? review : item)),
            })),
          },
      );
      void refresh();
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 409) void refresh();
    },
  });
}
