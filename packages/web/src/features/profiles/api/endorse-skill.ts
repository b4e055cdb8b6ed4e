import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { profileKeys } from "./keys";

export type EndorseSkillVariables = { skillId: string; endorse: boolean };

/** `POST /api/skills/{skillId}/endorsement` to endorse, `DELETE` to take it back. Anyone but the owner. */
export function endorseSkill({ skillId, endorse }: EndorseSkillVariables) {
  const path = `/api/skills/${encodeURIComponent(skillId)}/endorsement`;
  return endorse ? api.post<unknown>(path) : api.delete<unknown>(path);
}

export function useEndorseSkill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endorseSkill,
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });
}
