import type { PayoutMethod } from "@saheli/core/shepay";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { shepayKeys } from "./keys";

export type PayoutDestination = { method: PayoutMethod; matches: boolean };

/** `GET /api/admin/shepay/payouts/{id}/destination`: the whole UPI ID or account, fetched only when asked. */
export function getPayoutDestination(payoutId: string, signal?: AbortSignal) {
  return api.get<PayoutDestination>(`/api/admin/shepay/payouts/${encodeURIComponent(payoutId)}/destination`, {
    signal,
  });
}

export function usePayoutDestination(payoutId: string, enabled: boolean) {
  return useQuery({
    queryKey: shepayKeys.destination(payoutId),
    queryFn: ({ signal }) => getPayoutDestination(payoutId, signal),
    meta: SIGNED_IN_ONLY,
    enabled,
    // Not kept around once the dialog closes.
    gcTime: 0,
    staleTime: 0,
  });
}
