const relative = new Intl.RelativeTimeFormat("en-IN", { numeric: "auto" });
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];

/** "3 hours ago", "yesterday", "now": how long a request has waited. */
export function waitingSince(iso: string, now = Date.now()): string {
  const elapsed = now - new Date(iso).getTime();
  for (const [unit, ms] of STEPS) {
    if (elapsed >= ms) return relative.format(-Math.floor(elapsed / ms), unit);
  }
  return "just now";
}
