import type { ShepayPreferences } from "@saheli/core/contracts/shepay";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { shepayKeys } from "./keys";

/** `PATCH /api/shepay/settings`: monthly statements by e-mail on or off. */
export function saveStatementsByEmail(on: boolean): Promise<ShepayPreferences> {
  return api.patch<ShepayPreferences>("/api/shepay/settings", { statements_by_email: on });
}

export function useSaveStatementsByEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStatementsByEmail,
    onSuccess: (preferences) => {
      queryClient.setQueryData(shepayKeys.preferences, preferences);
      void queryClient.invalidateQueries({ queryKey: shepayKeys.wallet });
    },
  });
}
