import type { ProfilePage } from "@saheli/core/contracts/profiles";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { profileKeys } from "./keys";

/** Every profile page is cached under `["profile", key]`; graph changes invalidate the `["profile"]` prefix. */

/** `GET /api/profiles/{username or id}`: 404 when there is no such person or she has blocked the viewer. */
export function getProfile(key: string, signal?: AbortSignal): Promise<ProfilePage> {
  return api.get<ProfilePage>(`/api/profiles/${encodeURIComponent(key)}`, { signal });
}

export const profileQueryOptions = (key: string) =>
  queryOptions({
    queryKey: profileKeys.page(key),
    queryFn: ({ signal }) => getProfile(key, signal),
    enabled: key.trim() !== "",
  });

export function useProfile(key: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...profileQueryOptions(key), enabled: key.trim() !== "" && (options.enabled ?? true) });
}
