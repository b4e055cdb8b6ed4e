import type { ReviewPolicy } from "@saheli/core/contracts/verification";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { verificationKeys } from "./keys";

/** `GET /api/admin/verification-policy`: the reviewers' written criteria, current version. */
export function getReviewPolicy(signal?: AbortSignal): Promise<ReviewPolicy> {
  return api.get<ReviewPolicy>("/api/admin/verification-policy", { signal });
}

export const reviewPolicyQueryOptions = () =>
  queryOptions({
    queryKey: verificationKeys.reviewPolicy,
    queryFn: ({ signal }) => getReviewPolicy(signal),
    meta: SIGNED_IN_ONLY,
  });

export function useReviewPolicy() {
  return useQuery(reviewPolicyQueryOptions());
}

/** `PUT /api/admin/verification-policy`: publishes a new version; later decisions record it. */
export function useUpdateReviewPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => api.put<ReviewPolicy>("/api/admin/verification-policy", { text }),
    onSuccess: (policy) => queryClient.setQueryData(verificationKeys.reviewPolicy, policy),
  });
}
