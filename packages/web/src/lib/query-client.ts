import { QueryClient } from "@tanstack/react-query";
import { isApiError } from "./api-error";

const MAX_RETRIES = 2;

/** Only a lost connection or a server fault may succeed on a second try; a 4xx never will. */
export function isRetryableError(error: unknown): boolean {
  return isApiError(error) && (error.isNetworkError || error.isServerError);
}

/** `meta` for a query that only a signed-in person can ask: signing out drops it instead of refetching it. */
export const SIGNED_IN_ONLY = { signedInOnly: true } as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => failureCount < MAX_RETRIES && isRetryableError(error),
      },
      mutations: {
        retry: false,
      },
    },
  });
}

export const queryClient = createQueryClient();
