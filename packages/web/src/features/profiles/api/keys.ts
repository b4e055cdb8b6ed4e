import { sharedKeys } from "@/lib/query-keys";

const completion = ["profile-completion"] as const;

export const profileKeys = {
  all: sharedKeys.profile,
  /** A profile page by username or id; usernames are case-insensitive. */
  page: (key: string) => [...sharedKeys.profile, key.trim().toLowerCase()] as const,
  views: [...sharedKeys.profile, "me", "views"] as const,
  completions: completion,
  completion: (profileId: string) => [...completion, profileId] as const,
};
