import type { ShepayPreferences, ShepayPreferencesInput } from "@saheli/core/contracts/shepay";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { shepayKeys } from "./keys";

/** `PATCH /api/shepay/settings`: monthly statements by e-mail on or off; payouts on request or weekly. */
export function savePreferences(input: ShepayPreferencesInput): Promise<ShepayPreferences> {
  return api.patch<ShepayPreferences>("/api/shepay/settings", input);
}

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: (preferences) => {
      queryClient.setQueryData(shepayKeys.preferences, preferences);
      void queryClient.invalidateQueries({ queryKey: shepayKeys.wallet });
    },
  });
}
