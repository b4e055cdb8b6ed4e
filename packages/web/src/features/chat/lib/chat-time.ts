import { timeAgo } from "@saheli/core/feed";

const UNITS = { m: "minutes", h: "hours", d: "days", w: "weeks", mo: "months", y: "years" } as const;

/** A catalogue key of the conversation list's short times. */
export type ShortAgoKey = "ago.now" | `ago.${(typeof UNITS)[keyof typeof UNITS]}`;

/** Core's short time ("now", "5m", "2h") as a catalogue key and its count, so it reads in her language. */
export function shortAgo(date: string, now: Date = new Date()): { key: ShortAgoKey; count: number } {
  const match = /^(\d+)(mo|m|h|d|w|y)$/.exec(timeAgo(date, now));
  if (!match) return { key: "ago.now", count: 0 };
  return { key: `ago.${UNITS[match[2] as keyof typeof UNITS]}`, count: Number(match[1]) };
}

/**
 * When someone was last seen, as core's `lastSeenText` says it, through `Intl` in her locale: "just-now" under a
 * minute, "5 minutes ago" / "5 मिनट पहले" under an hour, hours under a day, else the date; null when never.
 */
export function lastSeenIn(
  locale: string,
  lastSeen: string | null | undefined,
  now: Date = new Date(),
): "just-now" | string | null {
  if (!lastSeen) return null;
  const seen = new Date(lastSeen);
  const minutes = Math.floor((now.getTime() - seen.getTime()) / 60_000);
  if (minutes < 1) return "just-now";
  const ago = new Intl.RelativeTimeFormat(locale, { numeric: "always" });
  if (minutes < 60) return ago.format(-minutes, "minute");
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return ago.format(-hours, "hour");
  return seen.toLocaleDateString(locale, { day: "numeric", month: "short", year: "numeric" });
}
