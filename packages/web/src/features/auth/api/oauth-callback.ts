import type { OAuthCallbackRequest, OAuthCallbackResponse } from "@saheli/core/contracts/auth";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { sessionQueryOptions } from "@/lib/session/get-session";

export function completeOAuth(body: OAuthCallbackRequest): Promise<OAuthCallbackResponse> {
  return api.post<OAuthCallbackResponse>("/api/auth/oauth/callback", body);
}

/** Where a sign-in with Google, Facebook or GitHub begins: a full-page visit that leaves for the provider. */
export function oauthStartUrl(provider: string, returnTo: string): string {
  return `/api/auth/oauth/${encodeURIComponent(provider)}?redirectTo=${encodeURIComponent(returnTo)}`;
}

/** Finishes an OAuth sign-in (the server sets the cookies), then loads the new session. */
export function useCompleteOAuth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: OAuthCallbackRequest) => {
      const result = await completeOAuth(body);
      const session = await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
      return { ...result, session };
    },
  });
}
