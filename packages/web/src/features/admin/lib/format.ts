import { formatMoney } from "@saheli/core/money";
import type { useAdminT } from "../i18n";

type Shape = "count" | "compact" | "dayShort" | "dayLong" | "when";
const SHAPES = {
  count: {},
  compact: { notation: "compact", maximumFractionDigits: 1 },
  dayShort: { day: "numeric", month: "short", timeZone: "UTC" },
  dayLong: { weekday: "short", day: "numeric", month: "long", timeZone: "UTC" },
  when: { dateStyle: "medium", timeStyle: "short" },
} as const;
const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
/** One formatter per locale (`en-IN`, `hi-IN`) and shape, made once. */
function format(locale: string, shape: Shape): { format(value: number | Date): string } {
  const key = `${locale}:${shape}`;
  let found = made.get(key);
  if (!found) {
    found =
      shape === "count" || shape === "compact"
        ? new Intl.NumberFormat(locale, SHAPES[shape])
        : new Intl.DateTimeFormat(locale, SHAPES[shape]);
    made.set(key, found);
  }
  return found;
}

export const formatCount = (n: number, locale = "en-IN") => format(locale, "count").format(n);
export const formatRupees = (n: number) => formatMoney(Math.abs(n) >= 1000 ? Math.round(n) : n, "INR");
export const axisRupees = (n: number, locale = "en-IN") =>
  formatMoney(0, "INR").replace("0", format(locale, "compact").format(n));
/** "12 Nov" and "Wed, 12 November" for a `YYYY-MM-DD` day. */
export const shortDay = (day: string, locale = "en-IN") =>
  format(locale, "dayShort").format(new Date(`${day}T00:00:00Z`));
export const longDay = (day: string, locale = "en-IN") =>
  format(locale, "dayLong").format(new Date(`${day}T00:00:00Z`));
export const formatWhen = (iso: string, locale = "en-IN") => format(locale, "when").format(new Date(iso));

/** "+12% on the previous 30 days", or nothing to compare with; in her language when given the words. */
export function trendText(trend: number | null, days: number, t?: ReturnType<typeof useAdminT>["t"]): string {
  if (trend === null)
    return t ? t("trend.none", { days }) : `Nothing to compare with in the previous ${days} days`;
  if (trend === 0) return t ? t("trend.same", { days }) : `Same as the previous ${days} days`;
  const change = `${trend > 0 ? "+" : "−"}${Math.abs(trend)}%`;
  return t ? t("trend.change", { change, days }) : `${change} on the previous ${days} days`;
}
