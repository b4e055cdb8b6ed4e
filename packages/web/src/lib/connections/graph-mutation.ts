import type { GraphChange } from "@saheli/core/contracts/people";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { sharedKeys } from "@/lib/query-keys";
import { sessionQueryKey } from "@/lib/session/get-session";

/**
 * Everything a follow, connection or block can change: people lists, profiles and the session's counts (the
 * account menu shows her connections and followers).
 */
export function invalidateGraph(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: sharedKeys.people }),
    queryClient.invalidateQueries({ queryKey: sharedKeys.profile }),
    queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  ]);
}

/** A mutation of the people graph; lists are refreshed whether it worked or was refused (they may be stale). */
export function useGraphMutation<TVariables, TResult = GraphChange>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => invalidateGraph(queryClient) });
}
