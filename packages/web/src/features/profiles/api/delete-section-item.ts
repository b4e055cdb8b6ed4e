import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { invalidateOwnProfile } from "./invalidate";
import { type ProfileSection, sectionPath } from "./section-path";

export type DeleteSectionItemVariables = { profileId: string; section: ProfileSection; itemId: string };

/** `DELETE /api/profiles/{id}/{section}/{itemId}`. */
export function deleteSectionItem({ profileId, section, itemId }: DeleteSectionItemVariables) {
  return api.delete<unknown>(sectionPath(profileId, section, `/${encodeURIComponent(itemId)}`));
}

export function useDeleteSectionItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSectionItem, onSuccess: () => invalidateOwnProfile(queryClient) });
}
