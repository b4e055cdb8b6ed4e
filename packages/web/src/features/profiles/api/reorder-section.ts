import type { ProfilePage } from "@saheli/core/contracts/profiles";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { invalidateOwnProfile } from "./invalidate";
import { profileKeys } from "./keys";
import { type ProfileSection, sectionPath } from "./section-path";

export type ReorderSectionVariables = {
  profileId: string;
  section: ProfileSection;
  /** Every id of the list, once, first to last. */
  ids: string[];
  /** The cache key of the page showing the list, so the move shows at once. */
  pageKey: string;
};

/** `PUT /api/profiles/{id}/{section}/order` `{ ids }`. */
export function reorderSection({ profileId, section, ids }: ReorderSectionVariables) {
  return api.put<unknown>(sectionPath(profileId, section, "/order"), { ids });
}

function reordered<T extends { id: string }>(items: T[], ids: string[]): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Moves the item on screen first; a refusal puts the server's order back. */
export function useReorderSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderSection,
    onMutate: async ({ section, ids, pageKey }) => {
      const key = profileKeys.page(pageKey);
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ProfilePage>(key);
      if (before) {
        const next = { ...before };
        if (section === "experience") next.experience = reordered(before.experience, ids);
        if (section === "education") next.education = reordered(before.education, ids);
        if (section === "skills") next.skills = reordered(before.skills, ids);
        queryClient.setQueryData(key, next);
      }
      return { key, before };
    },
    onError: (_error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(context.key, context.before);
    },
    onSettled: () => invalidateOwnProfile(queryClient),
  });
}
