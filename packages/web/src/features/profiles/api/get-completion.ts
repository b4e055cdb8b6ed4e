import type { Completion } from "@saheli/core/contracts/profiles";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const completionQueryKey = (profileId: string) => ["profile-completion", profileId] as const;

/** `GET /api/profiles/{id}/completion`: the owner's score, what is missing, and whether the basics are done. */
export function getCompletion(profileId: string, signal?: AbortSignal): Promise<Completion> {
  return api.get<Completion>(`/api/profiles/${encodeURIComponent(profileId)}/completion`, { signal });
}

export function useCompletion(profileId: string | null) {
  return useQuery({
    queryKey: completionQueryKey(profileId ?? ""),
    queryFn: ({ signal }) => getCompletion(profileId ?? "", signal),
    enabled: !!profileId,
  });
}
