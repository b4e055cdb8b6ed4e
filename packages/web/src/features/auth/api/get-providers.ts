import type { AuthProvidersResponse } from "@saheli/core/contracts/auth";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { authKeys } from "./keys";

export function getAuthProviders(signal?: AbortSignal): Promise<AuthProvidersResponse> {
  return api.get<AuthProvidersResponse>("/api/auth/providers", { signal });
}

export const authProvidersQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.providers,
    queryFn: ({ signal }) => getAuthProviders(signal),
    staleTime: 10 * 60 * 1000,
  });

/** Which ways to sign in this server offers: e-mail always; SMS and OAuth only when configured. */
export function useAuthProviders() {
  return useQuery(authProvidersQueryOptions());
}
