import { BookingLimits } from "@saheli/core/bookings";

/** Her own time zone, as her browser knows it (India's when it cannot say). */
export function ownZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || BookingLimits.defaultTimezone;
  } catch {
    return BookingLimits.defaultTimezone;
  }
}

/** "India Standard Time", "British Summer Time": a zone's long name at an instant, for labels. */
export function zoneLongName(zone: string, at: Date | number = Date.now(), locale = "en-IN"): string {
  try {
    const parts = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: "long" }).formatToParts(
      new Date(at),
    );
    return parts.find((part) => part.type === "timeZoneName")?.value ?? zone;
  } catch {
    return zone;
  }
}

/** Two names of one zone (Asia/Kolkata and Asia/Calcutta) are the same clock: compare offsets over a year. */
export function sameClock(a: string, b: string): boolean {
  if (a === b) return true;
  const probe = (zone: string, month: number) =>
    new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hour: "numeric",
      minute: "numeric",
      hourCycle: "h23",
    }).format(new Date(Date.UTC(2026, month, 15, 12)));
  try {
    return [0, 3, 6, 9].every((month) => probe(a, month) === probe(b, month));
  } catch {
    return false;
  }
}

/** The zones her editor offers: every zone this browser knows, with India's first and hers kept. */
export function zoneChoices(current: string): string[] {
  let known: string[] = [];
  try {
    known = Intl.supportedValuesOf("timeZone");
  } catch {
    known = [];
  }
  const first = [BookingLimits.defaultTimezone, current, ownZone()];
  return [...new Set([...first, ...known])];
}
