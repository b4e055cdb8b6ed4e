import type { VerificationState } from "@saheli/core/contracts/verification";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { verificationKeys } from "./keys";

/** `GET /api/verification`: where the signed-in person stands (status, attempts, cooldown, appeal). */
export function getVerificationState(signal?: AbortSignal): Promise<VerificationState> {
  return api.get<VerificationState>("/api/verification", { signal });
}

export const verificationStateQueryOptions = () =>
  queryOptions({
    queryKey: verificationKeys.state,
    queryFn: ({ signal }) => getVerificationState(signal),
    meta: SIGNED_IN_ONLY,
  });

export function useVerificationState(enabled = true) {
  return useQuery({ ...verificationStateQueryOptions(), enabled });
}
