import type { Wallet } from "@saheli/core/contracts/shepay";
import { useQuery } from "@tanstack/react-query";
import { api, isApiError } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { shepayKeys } from "./keys";

/** `GET /api/shepay/wallet`: her shop's pending, available and paid-out money; 404 when she has no shop. */
export function getWallet(signal?: AbortSignal): Promise<Wallet> {
  return api.get<Wallet>("/api/shepay/wallet", { signal });
}

export function isNoShop(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

export function useWallet(enabled = true) {
  return useQuery({
    queryKey: shepayKeys.wallet,
    queryFn: ({ signal }) => getWallet(signal),
    meta: SIGNED_IN_ONLY,
    enabled,
    refetchOnWindowFocus: true,
  });
}
