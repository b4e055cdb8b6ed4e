import type { GraphChange } from "@saheli/core/contracts/people";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";

/**
 * The session query is owned by the auth feature (`lib/session/get-session.ts`); the account menu shows
 * its connection and follower counts, so a graph change must refresh it. Features don't import each other,
 * hence the key spelled out here.
 */
const SESSION_QUERY_KEY = ["auth", "session"] as const;

/** Everything a follow, connection or block can change: people lists, profiles and the session's counts. */
export function invalidateGraph(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ["people"] }),
    queryClient.invalidateQueries({ queryKey: ["profile"] }),
    queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  ]);
}

/** A mutation of the people graph; lists are refreshed whether it worked or was refused (they may be stale). */
export function useGraphMutation<TVariables, TResult = GraphChange>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => invalidateGraph(queryClient) });
}
