import type { OAuthPlatform } from "@saheli/core/connections";
import type { OAuthCallbackBody, OAuthConnectResult } from "@saheli/core/contracts/connections";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { connectionsKeys } from "./keys";

/** `POST /api/oauth/callback/{platform}`: the code and state the provider sent her back with. */
export function completeConnection(
  platform: OAuthPlatform,
  body: OAuthCallbackBody,
): Promise<OAuthConnectResult> {
  return api.post<OAuthConnectResult>(`/api/oauth/callback/${platform}`, body);
}

export function useCompleteConnection(platform: OAuthPlatform) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OAuthCallbackBody) => completeConnection(platform, body),
    onSuccess: (result) => queryClient.setQueryData(connectionsKeys.status(platform), result.status),
  });
}
