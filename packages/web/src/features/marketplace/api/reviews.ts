import type { ReviewInput, ReviewPage } from "@saheli/core/contracts/reviews";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { ReviewScope } from "./keys";
import { marketplaceKeys } from "./keys";

/** `GET /api/listings/{id}/reviews` or `GET /api/shops/{id}/reviews`, ten at a time. */
export function useReviews(scope: ReviewScope) {
  const path =
    "listingId" in scope ? `/api/listings/${scope.listingId}/reviews` : `/api/shops/${scope.shopId}/reviews`;
  return useInfiniteQuery({
    queryKey: marketplaceKeys.reviewsOf(scope),
    queryFn: ({ pageParam, signal }) => api.get<ReviewPage>(`${path}?offset=${pageParam}`, { signal }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next_offset ?? undefined,
  });
}

/**
 * Writes her review of a listing (`POST`), changes it (`PUT …/mine`) or deletes it (`DELETE …/mine`).
 * The listing's and the shop's ratings change with it, so their pages are fetched again.
 */
export function useReviewMutation(listingId: string) {
  const queryClient = useQueryClient();
  const base = `/api/listings/${listingId}/reviews`;
  return useMutation({
    mutationFn: async ({
      action,
      input,
    }: {
      action: "create" | "update" | "delete";
      input?: ReviewInput;
    }) => {
      if (action === "create") await api.post<ReviewPage>(base, input);
      else if (action === "update") await api.put<void>(`${base}/mine`, input);
      else await api.delete<void>(`${base}/mine`);
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: marketplaceKeys.reviews }),
        queryClient.invalidateQueries({ queryKey: marketplaceKeys.listings }),
        queryClient.invalidateQueries({ queryKey: marketplaceKeys.shops }),
      ]),
  });
}
