import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { invalidateOwnProfile } from "./invalidate";
import { type ProfileSection, type SectionInput, sectionPath } from "./section-path";

export type AddSectionItemVariables<S extends ProfileSection> = {
  profileId: string;
  section: S;
  input: SectionInput[S];
};

/** `POST /api/profiles/{id}/experience` (or `/education`, `/skills`): a new item at the end of the list. */
export function addSectionItem<S extends ProfileSection>({
  profileId,
  section,
  input,
}: AddSectionItemVariables<S>) {
  return api.post<unknown>(sectionPath(profileId, section), input);
}

export function useAddSectionItem<S extends ProfileSection>() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: AddSectionItemVariables<S>) => addSectionItem(variables),
    onSuccess: () => invalidateOwnProfile(queryClient),
  });
}
