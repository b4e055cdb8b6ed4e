/** `2 December 2026`, as an Indian-English reader expects (or in her language's `Intl` locale). */
export function formatExportDate(iso: string, timeZone?: string, locale = "en-IN"): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone }).format(new Date(iso));
}

/** Core's `formatRecoveryDeadline` in her `Intl` locale: `Friday, 4 December 2026 at 10:15 am`; null when unreadable. */
export function formatDeadline(iso: string, locale: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(locale, { dateStyle: "full", timeStyle: "short" }).format(date);
}
