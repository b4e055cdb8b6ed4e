import type { QueryClient } from "@tanstack/react-query";
import { sessionQueryKey } from "@/lib/session/get-session";
import { profileKeys } from "./keys";

/** After a change to her own profile: every cached profile page and the shell's session (avatar, name). */
export function invalidateOwnProfile(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: profileKeys.all }),
    queryClient.invalidateQueries({ queryKey: profileKeys.completions }),
    queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  ]);
}
