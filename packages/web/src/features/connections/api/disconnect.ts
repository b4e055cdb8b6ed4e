import type { OAuthPlatform } from "@saheli/core/connections";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { connectionsKeys } from "./keys";

/** `DELETE /api/oauth/tokens/{platform}`: Saheli forgets her tokens and revokes them at the provider. */
export function disconnect(platform: OAuthPlatform): Promise<void> {
  return api.delete<void>(`/api/oauth/tokens/${platform}`);
}

export function useDisconnect(platform: OAuthPlatform) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => disconnect(platform),
    onSettled: () => queryClient.invalidateQueries({ queryKey: connectionsKeys.status(platform) }),
  });
}
