import type { SessionResponse } from "@saheli/core/contracts/auth";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, isApiError } from "@/lib/api-client";

/** Doc 2 §9: a cached session is trusted for 2 minutes before it is checked again. */
export const SESSION_STALE_MS = 2 * 60 * 1000;

export const sessionQueryKey = ["auth", "session"] as const;

/** The signed-in person, or null for a visitor (a 401 is an answer here, not a failure). */
export async function getSession(signal?: AbortSignal): Promise<SessionResponse | null> {
  try {
    return await api.get<SessionResponse>("/api/auth/session", { signal });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => getSession(signal),
    staleTime: SESSION_STALE_MS,
    // Coming back to the tab re-checks a stale session, so a sign-out elsewhere shows up here.
    refetchOnWindowFocus: true,
  });

export function useSessionQuery() {
  return useQuery(sessionQueryOptions());
}
