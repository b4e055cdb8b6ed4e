import { sharedKeys } from "@/lib/query-keys";

export const notificationKeys = {
  all: sharedKeys.notifications,
  list: [...sharedKeys.notifications, "list"] as const,
  /** Unread counts; chat refreshes them too, hence shared. */
  stats: sharedKeys.notificationStats,
  preferences: [...sharedKeys.notifications, "preferences"] as const,
};
