import type { Rng } from "./rng.js";

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** Midnight UTC of the given day: the default base date, so runs on the same day match exactly. */
export function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** A moment between `minDays` and `maxDays` before `base`, at a random minute. */
export function daysBefore(base: Date, rng: Rng, minDays: number, maxDays: number): Date {
  const minutes = rng.int(Math.round(minDays * 24 * 60), Math.round(maxDays * 24 * 60));
  return new Date(base.getTime() - minutes * 60_000);
}

/** The later of two moments. */
export const later = (a: Date, b: Date) => (a > b ? a : b);

/** A moment after `since` and before `base`, preferably at least `minDays` before `base`. */
export function momentAfter(base: Date, rng: Rng, since: Date, minDays: number): Date {
  const days = (base.getTime() - since.getTime()) / DAY_MS;
  const upper = Math.max(days * 0.98, 0);
  return daysBefore(base, rng, Math.min(minDays, upper), upper);
}
