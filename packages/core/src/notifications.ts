/** Notification rules of doc 2 §3, §4 and §9, shared by the server and the web app. */

export const NOTIFICATION_TYPES = [
  "like",
  "comment",
  "message",
  "connection",
  "post_mention",
  "comment_reply",
  "order",
  "system",
  "promotion",
  "shipping",
  "shop_follow",
  "review",
  "job",
  "call",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  like: "Reactions to your posts",
  comment: "Comments on your posts",
  message: "New messages",
  connection: "Connections and follows",
  post_mention: "Mentions",
  comment_reply: "Replies to your comments",
  order: "Orders",
  system: "Announcements from Saheli",
  promotion: "Offers and promotions",
  shipping: "Shipping updates",
  shop_follow: "New followers of your shop",
  review: "Reviews of your listings",
  job: "Job applications",
  call: "Missed calls",
};

export const NotificationLimits = {
  listMax: 100,
  toastMaxAgeMs: 30_000,
  toastDescriptionMax: 100,
  urgentToastMs: 10_000,
  toastMs: 5_000,
  seenTrimAbove: 1000,
  seenKeep: 100,
  broadcastTitleMax: 120,
  broadcastMessageMax: 500,
  /** A reaction taken back and given again, an unfollow and a follow: the same news is not told twice this soon. */
  repeatWindowMs: 60 * 60_000,
} as const;

export const NotificationMessages = {
  empty: "No notifications yet",
  emptyHint: "We'll notify you when something happens",
  notFound: "Notification not found",
  broadcastAdminOnly: "Only admins can send announcements",
  broadcastSent: "Announcement sent",
} as const;

export type ToastRule = { show: boolean; description: string; durationMs: number; destructive: boolean };

/** Whether a live notification gets a toast, and how (doc 2 §9). */
export function toastFor(
  n: { created_at: string | Date; message: string; priority?: string | null },
  now: Date = new Date(),
): ToastRule {
  const age = now.getTime() - new Date(n.created_at).getTime();
  const urgent = n.priority === "urgent";
  const text = n.message ?? "";
  return {
    show: age < NotificationLimits.toastMaxAgeMs,
    description:
      text.length > NotificationLimits.toastDescriptionMax
        ? `${text.slice(0, NotificationLimits.toastDescriptionMax)}…`
        : text,
    durationMs: urgent ? NotificationLimits.urgentToastMs : NotificationLimits.toastMs,
    destructive: urgent,
  };
}

/** The ids already toasted: above 1000 it keeps only the newest 100. */
export function rememberSeen(seen: string[], id: string): string[] {
  if (seen.includes(id)) return seen;
  const next = [...seen, id];
  return next.length > NotificationLimits.seenTrimAbove ? next.slice(-NotificationLimits.seenKeep) : next;
}

/** An unread count after a change, never below 0. */
export function lowerCount(count: number, by = 1): number {
  return Math.max(0, count - by);
}

/** 'just now', '5 minutes ago', '3 hours ago', '2 days ago' (to 6), '2 weeks ago' (to 3), then a date. */
export function notificationTime(at: string | Date, now: Date = new Date()): string {
  const date = new Date(at);
  const minutes = Math.floor((now.getTime() - date.getTime()) / 60_000);
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"} ago`;
  if (minutes < 1) return "just now";
  if (minutes < 60) return plural(minutes, "minute");
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return plural(hours, "hour");
  const days = Math.floor(hours / 24);
  if (days <= 6) return plural(days, "day");
  const weeks = Math.floor(days / 7);
  if (weeks <= 3) return plural(weeks, "week");
  return date.toLocaleDateString("en-IN", { day: "numeric", month: "short", year: "numeric" });
}
