import type { PayoutMethodInput, ShepayPreferences } from "@saheli/core/contracts/shepay";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { shepayKeys } from "./keys";

/** `PUT /api/shepay/payout-method`: her UPI ID or bank account; the answer shows it masked. */
export function savePayoutMethod(input: PayoutMethodInput): Promise<ShepayPreferences> {
  return api.put<ShepayPreferences>("/api/shepay/payout-method", input);
}

export function useSavePayoutMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePayoutMethod,
    onSuccess: (preferences) => {
      queryClient.setQueryData(shepayKeys.preferences, preferences);
      void queryClient.invalidateQueries({ queryKey: shepayKeys.wallet });
    },
  });
}
