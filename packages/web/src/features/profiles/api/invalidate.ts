import type { QueryClient } from "@tanstack/react-query";

/**
 * The session query is owned by the auth feature; the shell shows its avatar, name and counts, so a profile
 * or graph change must refresh it. Features don't import each other, hence the key spelled out here.
 */
const SESSION_QUERY_KEY = ["auth", "session"] as const;

/** After a change to her own profile: every cached profile page and the shell's session. */
export function invalidateOwnProfile(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ["profile"] }),
    queryClient.invalidateQueries({ queryKey: ["profile-completion"] }),
    queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  ]);
}

/** After a follow, connection or block: profiles, people lists and the session's counts. */
export function invalidateGraph(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ["profile"] }),
    queryClient.invalidateQueries({ queryKey: ["people"] }),
    queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  ]);
}
