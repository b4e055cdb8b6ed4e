const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];

/** "3 hours ago", "yesterday", or `justNow` (under a minute): how long a request has waited, in her locale. */
export function waitingSince(iso: string, locale: string, justNow: string, now = Date.now()): string {
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  const elapsed = now - new Date(iso).getTime();
  for (const [unit, ms] of STEPS) {
    if (elapsed >= ms) return relative.format(-Math.floor(elapsed / ms), unit);
  }
  return justNow;
}
