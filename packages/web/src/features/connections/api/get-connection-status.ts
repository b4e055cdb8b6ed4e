import type { OAuthPlatform } from "@saheli/core/connections";
import type { ConnectionStatus } from "@saheli/core/contracts/connections";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { connectionsKeys } from "./keys";

/** `GET /api/oauth/tokens/{platform}`: whether she is connected and how the token stands (never the token). */
export function getConnectionStatus(
  platform: OAuthPlatform,
  signal?: AbortSignal,
): Promise<ConnectionStatus> {
  return api.get<ConnectionStatus>(`/api/oauth/tokens/${platform}`, { signal });
}

export function useConnectionStatus(platform: OAuthPlatform) {
  return useQuery({
    queryKey: connectionsKeys.status(platform),
    queryFn: ({ signal }) => getConnectionStatus(platform, signal),
    meta: SIGNED_IN_ONLY,
  });
}
