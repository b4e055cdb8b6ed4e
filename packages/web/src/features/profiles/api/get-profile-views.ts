import type { ProfileViews } from "@saheli/core/contracts/people";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { profileKeys } from "./keys";

/** `GET /api/me/profile-views`: who looked at her profile lately (the owner only). */
export function getProfileViews(signal?: AbortSignal): Promise<ProfileViews> {
  return api.get<ProfileViews>("/api/me/profile-views", { signal });
}

export function useProfileViews() {
  return useQuery({ queryKey: profileKeys.views, queryFn: ({ signal }) => getProfileViews(signal) });
}
