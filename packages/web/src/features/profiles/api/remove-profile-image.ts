import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { invalidateOwnProfile } from "./invalidate";
import type { ProfileImageKind } from "./upload-profile-image";

/** `DELETE /api/profiles/{id}/avatar` or `/cover`. */
export function removeProfileImage({ profileId, kind }: { profileId: string; kind: ProfileImageKind }) {
  return api.delete<unknown>(`/api/profiles/${encodeURIComponent(profileId)}/${kind}`);
}

export function useRemoveProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeProfileImage, onSuccess: () => invalidateOwnProfile(queryClient) });
}
