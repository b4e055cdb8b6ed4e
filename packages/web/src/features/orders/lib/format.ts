const formats = new Map<
  string,
  { dateTime: Intl.DateTimeFormat; dateOnly: Intl.DateTimeFormat; timeOnly: Intl.DateTimeFormat }
>();

/** The formatters of one locale (`en-IN` unless her language says otherwise), made once. */
function formatsIn(locale: string) {
  let found = formats.get(locale);
  if (!found) {
    found = {
      dateTime: new Intl.DateTimeFormat(locale, {
        day: "numeric",
        month: "short",
        year: "numeric",
        hour: "numeric",
        minute: "2-digit",
      }),
      dateOnly: new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric" }),
      timeOnly: new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit" }),
    };
    formats.set(locale, found);
  }
  return found;
}

function valid(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '5 Mar 2026, 3:45 pm'. */
export function formatDateTime(iso: string, locale = "en-IN"): string {
  const date = valid(iso);
  return date ? formatsIn(locale).dateTime.format(date) : "";
}

/** '5 Mar 2026'. */
export function formatDay(iso: string, locale = "en-IN"): string {
  const date = valid(iso);
  return date ? formatsIn(locale).dateOnly.format(date) : "";
}

/** '3:45 pm'. */
export function formatTime(iso: string, locale = "en-IN"): string {
  const date = valid(iso);
  return date ? formatsIn(locale).timeOnly.format(date) : "";
}

/** 'Size: M, Colour: Indigo', or null for a line without choices. */
export function variantText(variant: Record<string, string> | null): string | null {
  if (!variant) return null;
  const parts = Object.entries(variant).map(([name, value]) => `${name}: ${value}`);
  return parts.length > 0 ? parts.join(", ") : null;
}

/** Whole minutes left until `iso` (never below 0), for "complete it within N minutes". */
export function minutesLeft(iso: string, now: Date): number {
  const date = valid(iso);
  if (!date) return 0;
  return Math.max(0, Math.ceil((date.getTime() - now.getTime()) / 60_000));
}
