import type { Payout, PayoutDecision } from "@saheli/core/contracts/shepay";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { shepayKeys } from "./keys";

/** `POST /api/admin/shepay/payouts/{id}`: paid with the transfer's reference, or failed with the reason. */
export function decidePayout(payoutId: string, decision: PayoutDecision): Promise<Payout> {
  return api.post<Payout>(`/api/admin/shepay/payouts/${encodeURIComponent(payoutId)}`, decision);
}

export function useDecidePayout(payoutId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: PayoutDecision) => decidePayout(payoutId, decision),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shepayKeys.adminPayouts }),
  });
}

/**
 * `POST /api/admin/shepay/payouts/{id}/send`: sent through RazorpayX (when set up); processing until RazorpayX
 * answers. Sending again after a failed attempt never sends twice.
 */
export function sendPayout(payoutId: string): Promise<Payout> {
  return api.post<Payout>(`/api/admin/shepay/payouts/${encodeURIComponent(payoutId)}/send`);
}

export function useSendPayout(payoutId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendPayout(payoutId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shepayKeys.adminPayouts }),
  });
}
