import type { ReviewItem } from "@saheli/core/contracts/verification";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { verificationKeys } from "./keys";

/** `GET /api/admin/verifications`: pending requests, oldest first (admins only). */
export function getReviewQueue(signal?: AbortSignal): Promise<ReviewItem[]> {
  return api
    .get<{ items: ReviewItem[] }>("/api/admin/verifications", { signal })
    .then((answer) => answer.items);
}

export const reviewQueueQueryOptions = () =>
  queryOptions({
    queryKey: verificationKeys.reviewQueue,
    queryFn: ({ signal }) => getReviewQueue(signal),
    meta: SIGNED_IN_ONLY,
  });

export function useReviewQueue() {
  return useQuery(reviewQueueQueryOptions());
}

export type Decision = { id: string; decision: "approve" | "decline"; reason?: string };

/** `POST /api/admin/verifications/{id}/decision`: the photo is deleted with the decision. */
export function decideVerification({ id, ...body }: Decision) {
  return api.post<{ id: string; status: "approved" | "declined"; policy_version: number }>(
    `/api/admin/verifications/${id}/decision`,
    body,
  );
}

export function useDecideVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideVerification,
    onSettled: () => queryClient.invalidateQueries({ queryKey: verificationKeys.reviewQueue }),
  });
}
