import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { invalidateOwnProfile } from "./invalidate";
import { type ProfileSection, type SectionInput, sectionPath } from "./section-path";

export type UpdateSectionItemVariables<S extends ProfileSection> = {
  profileId: string;
  section: S;
  itemId: string;
  input: SectionInput[S];
};

/** `PATCH /api/profiles/{id}/{section}/{itemId}`. */
export function updateSectionItem<S extends ProfileSection>({
  profileId,
  section,
  itemId,
  input,
}: UpdateSectionItemVariables<S>) {
  return api.patch<unknown>(sectionPath(profileId, section, `/${encodeURIComponent(itemId)}`), input);
}

export function useUpdateSectionItem<S extends ProfileSection>() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: UpdateSectionItemVariables<S>) => updateSectionItem(variables),
    onSuccess: () => invalidateOwnProfile(queryClient),
  });
}
