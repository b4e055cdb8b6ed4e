/**
 * The query keys that more than one feature reaches: a follow or block refreshes profiles and people lists,
 * chat refreshes the unread counts. Features can't import each other's `api/keys.ts`, so these roots live
 * here and the owning feature's factory builds on them.
 */
const notifications = ["notifications"] as const;
const people = ["people"] as const;

export const sharedKeys = {
  people,
  blocks: [...people, "blocks"] as const,
  profile: ["profile"] as const,
  notifications,
  notificationStats: [...notifications, "stats"] as const,
};
