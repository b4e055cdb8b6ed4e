import type { ShepayPreferences } from "@saheli/core/contracts/shepay";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { shepayKeys } from "./keys";

/** `GET /api/shepay/settings`: her payout method (masked) and the statements-by-e-mail switch. */
export function getPreferences(signal?: AbortSignal): Promise<ShepayPreferences> {
  return api.get<ShepayPreferences>("/api/shepay/settings", { signal });
}

export function usePreferences() {
  return useQuery({
    queryKey: shepayKeys.preferences,
    queryFn: ({ signal }) => getPreferences(signal),
    meta: SIGNED_IN_ONLY,
  });
}
