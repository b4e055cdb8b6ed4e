/**
 * Her shop's figures, customers and reviews (issue 19 §1: Analytics, Customers, Reviews). Days are India's
 * calendar days (IST, UTC+05:30 all year), written `YYYY-MM-DD`; the server and the web app share these rules.
 */

export const InsightsLimits = {
  /** The range buttons, in days ending today. */
  presets: [7, 30, 90] as const,
  defaultDays: 30,
  /** A custom range may cover at most this many days, both ends counted. */
  rangeMaxDays: 366,
  /** Listings in the analytics answer (the CSV has them all). */
  listingsMax: 100,
  topListings: 5,
  customersPageSize: 20,
  reviewsPageSize: 20,
  searchMax: 100,
  replyMax: 1000,
} as const;

export type RangePreset = (typeof InsightsLimits.presets)[number];

export const InsightsMessages = {
  noShop: "You don't have a shop yet",
  badDate: "Please choose a valid date",
  rangeOrder: "The start date must be on or before the end date",
  rangeTooLong: `Please choose a range of at most ${InsightsLimits.rangeMaxDays} days`,
  reviewNotFound: "Review not found",
  replyRequired: "Please write a reply",
  replyTooLong: `A reply can be at most ${InsightsLimits.replyMax} characters`,
  alreadyReplied: "You have already replied to this review; a reply cannot be changed once it is posted",
  replied: "Your reply is posted",
  replyNotice: "Your reply is public, shown under the review, and cannot be changed once posted.",
} as const;

const DAY_MS = 86_400_000;
const IST_OFFSET_MS = 330 * 60_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The IST calendar day of an instant, `YYYY-MM-DD`. */
export function istDay(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Whether `text` is a real calendar day written `YYYY-MM-DD` (no 2026-02-30). */
export function isDay(text: string): boolean {
  const match = DAY_PATTERN.exec(text);
  if (!match) return false;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(ms).toISOString().slice(0, 10) === text;
}

/** The day `n` days after `day` (before it when `n` is negative). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both counted (1 for the same day; 0 or less when `to` comes first). */
export function daysIn(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

export type DayRange = { from: string; to: string };

/** The last `days` days, today included. */
export function presetRange(days: number, today: string): DayRange {
  return { from: addDays(today, -(days - 1)), to: today };
}

/**
 * The range a request asks for: `to` defaults to today, `from` to 30 days ending at `to` (so neither: the last
 * 30 days). A wrong date, a reversed range or one longer than the limit is refused with its words.
 */
export function resolveRange(
  asked: { from?: string; to?: string },
  today: string,
): { range: DayRange } | { error: string } {
  const { from, to } = asked;
  if ((from !== undefined && !isDay(from)) || (to !== undefined && !isDay(to)))
    return { error: InsightsMessages.badDate };
  const end = to ?? today;
  const start = from ?? addDays(end, -(InsightsLimits.defaultDays - 1));
  const days = daysIn(start, end);
  if (days < 1) return { error: InsightsMessages.rangeOrder };
  if (days > InsightsLimits.rangeMaxDays) return { error: InsightsMessages.rangeTooLong };
  return { range: { from: start, to: end } };
}

/** Which preset a range is (for the pressed button), or null for a custom range. */
export function presetOf(range: DayRange, today: string): RangePreset | null {
  if (range.to !== today) return null;
  return InsightsLimits.presets.find((days) => daysIn(range.from, range.to) === days) ?? null;
}

/** `part ÷ whole` to four decimals; null when there is no whole to divide by. */
export function ratio(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null;
}

/** Rupees to the paisa, so sums of numeric columns read as a person would write them. */
export function rupees(value: number): number {
  return Math.round(value * 100) / 100;
}

/** A ratio as a percent for people: `4.2%`, `38%`, or an en dash when there is nothing to divide by. */
export function percentLabel(value: number | null): string {
  if (value === null) return "–";
  const percent = value * 100;
  return `${percent >= 10 || percent === 0 ? Math.round(percent) : Math.round(percent * 10) / 10}%`;
}
