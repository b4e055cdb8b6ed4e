import { formatMoney } from "@saheli/core/money";

const count = new Intl.NumberFormat("en-IN");
const compact = new Intl.NumberFormat("en-IN", { notation: "compact", maximumFractionDigits: 1 });
const dayShort = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });
const dayLong = new Intl.DateTimeFormat("en-IN", {
  weekday: "short",
  day: "numeric",
  month: "long",
  timeZone: "UTC",
});
const when = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short" });

export const formatCount = (n: number) => count.format(n);
export const formatRupees = (n: number) => formatMoney(Math.abs(n) >= 1000 ? Math.round(n) : n, "INR");
export const axisRupees = (n: number) => formatMoney(0, "INR").replace("0", compact.format(n));
/** "12 Nov" and "Wed, 12 November" for a `YYYY-MM-DD` day. */
export const shortDay = (day: string) => dayShort.format(new Date(`${day}T00:00:00Z`));
export const longDay = (day: string) => dayLong.format(new Date(`${day}T00:00:00Z`));
export const formatWhen = (iso: string) => when.format(new Date(iso));

/** "+12% on the previous 30 days", or nothing to compare with. */
export function trendText(trend: number | null, days: number): string {
  if (trend === null) return `Nothing to compare with in the previous ${days} days`;
  if (trend === 0) return `Same as the previous ${days} days`;
  return `${trend > 0 ? "+" : "−"}${Math.abs(trend)}% on the previous ${days} days`;
}
