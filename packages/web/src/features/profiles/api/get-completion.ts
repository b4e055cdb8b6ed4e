import type { Completion } from "@saheli/core/contracts/profiles";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { profileKeys } from "./keys";

/** `GET /api/profiles/{id}/completion`: the owner's score, what is missing, and whether the basics are done. */
export function getCompletion(profileId: string, signal?: AbortSignal): Promise<Completion> {
  return api.get<Completion>(`/api/profiles/${encodeURIComponent(profileId)}/completion`, { signal });
}

export function useCompletion(profileId: string | null) {
  return useQuery({
    queryKey: profileKeys.completion(profileId ?? ""),
    queryFn: ({ signal }) => getCompletion(profileId ?? "", signal),
    enabled: !!profileId,
  });
}
