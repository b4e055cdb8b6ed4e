import { addDays, localDay, zonedInstant } from "@saheli/core/bookings";
import type { SlotView } from "@saheli/core/contracts/bookings";

/** How many days the date strip shows and each slots request covers. */
export const WINDOW_DAYS = 14;

export type SlotWindow = { days: string[]; from: string; to: string };

/** The `WINDOW_DAYS` calendar days in her zone starting `offset` windows after today, and their instants. */
export function slotWindow(now: Date, zone: string, offset: number): SlotWindow {
  const first = addDays(localDay(now.getTime(), zone), offset * WINDOW_DAYS);
  const days = Array.from({ length: WINDOW_DAYS }, (_, i) => addDays(first, i));
  return {
    days,
    from: new Date(zonedInstant(first, 0, zone)).toISOString(),
    to: new Date(zonedInstant(addDays(first, WINDOW_DAYS), 0, zone)).toISOString(),
  };
}

/** Slots by the calendar day they start on in her zone. */
export function slotsByDay(slots: readonly SlotView[], zone: string): Map<string, SlotView[]> {
  const byDay = new Map<string, SlotView[]>();
  for (const slot of slots) {
    const day = localDay(Date.parse(slot.start), zone);
    byDay.set(day, [...(byDay.get(day) ?? []), slot]);
  }
  return byDay;
}

/** The window (0 = this fortnight) a day falls in, counted from today in her zone. */
export function windowOf(day: string, now: Date, zone: string): number {
  const today = localDay(now.getTime(), zone);
  const days = Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  return Math.max(0, Math.floor(days / WINDOW_DAYS));
}

/** "Tue" / "15" / "Dec" of a calendar day, for the date strip (in her locale when given). */
export function dayParts(day: string, locale = "en-IN") {
  const date = new Date(`${day}T12:00:00Z`);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { timeZone: "UTC", ...options }).format(date);
  return {
    weekday: part({ weekday: "short" }),
    day: part({ day: "numeric" }),
    month: part({ month: "short" }),
    long: part({ weekday: "long", day: "numeric", month: "long" }),
  };
}
