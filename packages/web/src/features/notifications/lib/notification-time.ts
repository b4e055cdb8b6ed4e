import { INTL_LOCALES, languageOf } from "@saheli/core/i18n/languages";

/**
 * When a notification came, in her locale, as core's `notificationTime` says it in English: 'just now', '5 minutes
 * ago', '3 hours ago', '2 days ago' (to 6), '2 weeks ago' (to 3), then a date — through `Intl` ("5 मिनट पहले").
 */
export function notificationTimeIn(
  language: string,
  justNow: string,
  at: string | Date,
  now: Date = new Date(),
): string {
  const locale = INTL_LOCALES[languageOf(language) ?? "en"];
  const date = new Date(at);
  const ago = (n: number, unit: Intl.RelativeTimeFormatUnit) =>
    new Intl.RelativeTimeFormat(locale, { numeric: "always" }).format(-n, unit);
  const minutes = Math.floor((now.getTime() - date.getTime()) / 60_000);
  if (minutes < 1) return justNow;
  if (minutes < 60) return ago(minutes, "minute");
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return ago(hours, "hour");
  const days = Math.floor(hours / 24);
  if (days <= 6) return ago(days, "day");
  const weeks = Math.floor(days / 7);
  if (weeks <= 3) return ago(weeks, "week");
  return date.toLocaleDateString(locale, { day: "numeric", month: "short", year: "numeric" });
}
