import type { ShepaySettings, ShepaySettingsInput } from "@saheli/core/contracts/shepay";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { shepayKeys } from "./keys";

/** `GET /api/admin/shepay/settings`: the commission and TCS rates (admins only). */
export function getRates(signal?: AbortSignal): Promise<ShepaySettings> {
  return api.get<ShepaySettings>("/api/admin/shepay/settings", { signal });
}

/** `PUT /api/admin/shepay/settings`: new rates, for payments recorded from now on. */
export function saveRates(input: ShepaySettingsInput): Promise<ShepaySettings> {
  return api.put<ShepaySettings>("/api/admin/shepay/settings", input);
}

export function useRates(enabled: boolean) {
  return useQuery({
    queryKey: shepayKeys.rates,
    queryFn: ({ signal }) => getRates(signal),
    meta: SIGNED_IN_ONLY,
    enabled,
  });
}

export function useSaveRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRates,
    onSuccess: (rates) => {
      queryClient.setQueryData(shepayKeys.rates, rates);
      void queryClient.invalidateQueries({ queryKey: shepayKeys.wallet });
    },
  });
}
