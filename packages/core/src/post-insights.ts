/**
 * Doc 1 §9's posting advice and her engagement, shared by the composer (the hint) and the server (her figures).
 * The windows are read in India's time (IST, UTC+5:30, no daylight saving), where Saheli's members are.
 */
import { engagementRate } from "./feed";

export const BEST_TIME_ZONE = "Asia/Kolkata";
const IST_OFFSET_MINUTES = 330;

/** Tuesday to Thursday (0 is Sunday). */
export const BEST_DAYS = [2, 3, 4] as const;
/** 8–10 AM, 12–2 PM, 5–6 PM: [start hour, end hour) in IST. */
export const BEST_HOURS = [
  [8, 10],
  [12, 14],
  [17, 18],
] as const;

/** Her engagement rate is read over the last 30 days of her posts. */
export const ENGAGEMENT_WINDOW_DAYS = 30;

const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const HOUR_MS = 3_600_000;

/** The IST wall clock of an instant: its weekday and hour. */
function istClock(at: Date) {
  const shifted = new Date(at.getTime() + IST_OFFSET_MINUTES * 60_000);
  return { day: shifted.getUTCDay(), hour: shifted.getUTCHours(), minute: shifted.getUTCMinutes() };
}

const isBestDay = (day: number) => (BEST_DAYS as readonly number[]).includes(day);

/** Whether an instant falls inside one of the best windows (Tuesday–Thursday, 8–10, 12–2 or 5–6 IST). */
export function isBestTimeToPost(at: Date): boolean {
  const { day, hour } = istClock(at);
  return isBestDay(day) && BEST_HOURS.some(([start, end]) => hour >= start && hour < end);
}

/** The start of the next best window after `at` (or `at` itself when it is inside one). */
export function nextBestTime(at: Date): Date {
  if (isBestTimeToPost(at)) return at;
  // Walk hour by hour from the next whole IST hour: at most a week of hours, every window starts on the hour.
  const { minute } = istClock(at);
  let candidate = new Date(at.getTime() - minute * 60_000 - (at.getTime() % 60_000) + HOUR_MS);
  for (let i = 0; i < 24 * 8; i++) {
    if (isBestTimeToPost(candidate)) return candidate;
    candidate = new Date(candidate.getTime() + HOUR_MS);
  }
  return candidate;
}

const hourLabel = (hour: number) => `${hour % 12 || 12} ${hour < 12 ? "AM" : "PM"}`;

/** "Tuesday 8 AM": a best window's start as she reads it, in IST. */
export function bestTimeLabel(at: Date): string {
  const { day, hour } = istClock(at);
  return `${DAY_NAMES[day]} ${hourLabel(hour)}`;
}

export const BEST_TIME_SUMMARY = "Tuesday to Thursday, 8–10 AM, 12–2 PM or 5–6 PM IST";

/** The composer's hint: now is a good time, or when the next good time is. */
export function bestTimeHint(now: Date): { good: boolean; text: string } {
  if (isBestTimeToPost(now)) {
    return { good: true, text: `Good time to post: your network is most active now (${BEST_TIME_SUMMARY}).` };
  }
  return {
    good: false,
    text: `Best times to post: ${BEST_TIME_SUMMARY}. Next: ${bestTimeLabel(nextBestTime(now))}.`,
  };
}

/** Her engagement over a period: doc 1 §9's (reactions + comments) / views × 100 over all her posts in it. */
export function periodEngagement(totals: { reactions: number; comments: number; views: number }): number {
  return engagementRate(totals.reactions, totals.comments, totals.views);
}
