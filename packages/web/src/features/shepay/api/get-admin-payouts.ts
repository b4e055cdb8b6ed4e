import type { AdminPayoutPage, PayoutStatus } from "@saheli/core/contracts/shepay";
import { useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { shepayKeys } from "./keys";

/** `GET /api/admin/shepay/payouts?status=`: payouts in one state, oldest request first (admins only). */
export function getAdminPayouts(status: PayoutStatus, cursor: string | null, signal?: AbortSignal) {
  return api.get<AdminPayoutPage>("/api/admin/shepay/payouts", {
    query: { status, cursor: cursor ?? undefined },
    signal,
  });
}

export function useAdminPayouts(status: PayoutStatus, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: shepayKeys.adminQueue(status),
    queryFn: ({ pageParam, signal }) => getAdminPayouts(status, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    meta: SIGNED_IN_ONLY,
    enabled,
  });
}
