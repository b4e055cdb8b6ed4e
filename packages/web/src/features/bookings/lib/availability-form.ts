import {
  type AvailabilityProblem,
  availabilityProblems,
  type TimeRange,
  timeOf,
  WEEKDAYS,
  type Weekday,
} from "@saheli/core/bookings";
import {
  type Availability,
  type AvailabilityInput,
  availabilityInputSchema,
} from "@saheli/core/contracts/bookings";
import type { z } from "zod";

/** The editor's state: everything the PUT sends, in the shape the server answers. */
export type AvailabilityDraft = z.output<typeof availabilityInputSchema>;

export function draftOf(saved: Availability): AvailabilityDraft {
  return {
    timezone: saved.timezone,
    weekly: saved.weekly,
    overrides: saved.overrides,
    buffer_before_minutes: saved.buffer_before_minutes,
    buffer_after_minutes: saved.buffer_after_minutes,
    min_notice_minutes: saved.min_notice_minutes,
    max_days_ahead: saved.max_days_ahead,
    capacity: saved.capacity,
    pay_at_service: saved.pay_at_service,
    cancel_hours: saved.cancel_hours,
    meeting_provider: saved.meeting_provider,
  };
}

export const toInput = (draft: AvailabilityDraft): AvailabilityInput => draft;

/** Quarter hours from midnight to midnight, `24:00` being the end of the day. */
export const TIME_CHOICES: { value: string; label: string }[] = Array.from({ length: 97 }, (_, i) => {
  const value = timeOf(i * 15);
  return { value, label: timeLabel(value) };
});

/** "9:30 am", "12:00 pm", "midnight" for 24:00. */
export function timeLabel(time: string): string {
  if (time === "24:00") return "Midnight (end of day)";
  const [h, m] = time.split(":").map(Number) as [number, number];
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, "0")} ${h < 12 ? "am" : "pm"}`;
}

/** A new period after the day's last one: an hour on, or the morning when the day is empty. */
export function nextRange(ranges: readonly TimeRange[]): TimeRange {
  const last = ranges.at(-1);
  if (!last) return { start: "10:00", end: "18:00" };
  const [h] = last.end.split(":").map(Number) as [number];
  const start = Math.min(h + 1, 22);
  return { start: timeOf(start * 60), end: timeOf(Math.min(start + 2, 24) * 60) };
}

/** Her weekday hours copied to every weekday (Monday to Friday), as "Copy to weekdays" does. */
export function copyToWeekdays(draft: AvailabilityDraft, from: Weekday): AvailabilityDraft {
  const weekly = { ...draft.weekly };
  for (const day of WEEKDAYS.slice(0, 5)) weekly[day] = draft.weekly[from].map((r) => ({ ...r }));
  return { ...draft, weekly };
}

/**
 * Every problem of the draft by field path (`weekly.mon.0.end`), from the same rules the server applies: the
 * contract's number ranges and core's hours and dates checks. Empty when it can be saved.
 */
export function draftProblems(draft: AvailabilityDraft): Map<string, string> {
  const problems = new Map<string, string>();
  const add = (path: readonly PropertyKey[], message: string) => {
    const key = path.map(String).join(".");
    if (!problems.has(key)) problems.set(key, message);
  };
  const parsed = availabilityInputSchema.safeParse(draft);
  if (!parsed.success) for (const issue of parsed.error.issues) add(issue.path, issue.message);
  for (const problem of availabilityProblems(draft) as AvailabilityProblem[])
    add(problem.path, problem.message);
  return problems;
}

/** Minimum-notice choices, in minutes, with their words' key (`rules.noticeChoice.*`). */
export const NOTICE_CHOICES = [
  { value: 0, key: "none" },
  { value: 30, key: "m30" },
  { value: 60, key: "h1" },
  { value: 120, key: "h2" },
  { value: 240, key: "h4" },
  { value: 720, key: "h12" },
  { value: 1440, key: "d1" },
  { value: 2880, key: "d2" },
  { value: 10080, key: "w1" },
] as const;
