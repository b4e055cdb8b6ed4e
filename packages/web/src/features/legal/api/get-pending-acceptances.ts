import type { PendingAcceptance } from "@saheli/core/contracts/legal";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { legalKeys } from "./keys";

/** `GET /api/me/legal/pending`: policies she must accept again after a material change. */
export const getPendingAcceptances = (signal?: AbortSignal) =>
  api.get<{ pending: PendingAcceptance[] }>("/api/me/legal/pending", { signal });

export function usePendingAcceptances(enabled: boolean) {
  return useQuery({
    queryKey: legalKeys.pending,
    queryFn: ({ signal }) => getPendingAcceptances(signal),
    enabled,
    staleTime: 5 * 60_000,
    meta: SIGNED_IN_ONLY,
  });
}
