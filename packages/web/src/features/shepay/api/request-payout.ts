import type { Payout } from "@saheli/core/contracts/shepay";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { shepayKeys } from "./keys";

/** `POST /api/shepay/payouts`: up to her available balance less payouts already asked for. */
export function requestPayout(amount: number): Promise<Payout> {
  return api.post<Payout>("/api/shepay/payouts", { amount });
}

export function useRequestPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestPayout,
    // Refused or not, the wallet is read again: the balance may have changed since the page loaded.
    onSettled: () => queryClient.invalidateQueries({ queryKey: shepayKeys.wallet }),
  });
}
