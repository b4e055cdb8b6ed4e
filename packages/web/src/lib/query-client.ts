import { QueryClient } from "@tanstack/react-query";
import { isApiError } from "./api-error";

const MAX_RETRIES = 2;
/** A 429 that clears within this long is waited out once; a longer one is shown to her. */
const SHORT_WAIT_SECONDS = 10;

/** A lost connection, a server fault or a short rate limit may succeed on a second try; other 4xx never will. */
export function isRetryableError(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.status === 429)
    return (error.retryAfterSeconds ?? Number.POSITIVE_INFINITY) <= SHORT_WAIT_SECONDS;
  return error.isNetworkError || error.isServerError;
}

/** TanStack's back-off, or exactly as long as the server asked her to wait. */
export function retryDelay(attempt: number, error: unknown): number {
  if (isApiError(error) && error.retryAfterSeconds) return error.retryAfterSeconds * 1000;
  return Math.min(1000 * 2 ** attempt, 30_000);
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
        retryDelay,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

export const queryClient = createQueryClient();
