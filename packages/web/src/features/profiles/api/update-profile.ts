import type { ProfileDetails, ProfileUpdate } from "@saheli/core/contracts/profiles";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { invalidateOwnProfile } from "./invalidate";

export type UpdateProfileVariables = { profileId: string; changes: ProfileUpdate };

/** `PATCH /api/profiles/{id}` with only the fields that changed (none at all is 'No fields to update'). */
export function updateProfile({ profileId, changes }: UpdateProfileVariables): Promise<ProfileDetails> {
  return api.patch<ProfileDetails>(`/api/profiles/${encodeURIComponent(profileId)}`, changes);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProfile, onSuccess: () => invalidateOwnProfile(queryClient) });
}
