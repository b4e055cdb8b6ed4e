import { formatMoney } from "@saheli/core/money";
import { type LedgerKind, monthLabel, monthOf, previousMonth } from "@saheli/core/shepay";
import type { useShepayT } from "../i18n";

const formats = new Map<string, Intl.DateTimeFormat>();
/** One formatter per locale and shape (`en-IN` or `hi-IN`, with or without the time), made once. */
function formatter(locale: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${locale}:${withTime}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: "numeric",
      month: "short",
      year: "numeric",
      ...(withTime ? { hour: "numeric", minute: "2-digit" } : {}),
      timeZone: "Asia/Kolkata",
    });
    formats.set(key, format);
  }
  return format;
}

/** "5 Nov 2026, 2:03 pm" in India's time zone, in her language's `Intl` locale. */
export const formatWhen = (iso: string, locale = "en-IN") => formatter(locale, true).format(new Date(iso));
export const formatDay = (iso: string, locale = "en-IN") => formatter(locale, false).format(new Date(iso));

/** An entry's amount with its sign spelled out: "+₹3,000", "−₹150" (a real minus sign for screen readers). */
export function signedMoney(amount: number): string {
  if (amount === 0) return formatMoney(0, "INR");
  return `${amount > 0 ? "+" : "−"}${formatMoney(Math.abs(amount), "INR")}`;
}

/** The last `count` months (India's calendar), newest first: `{ value: "2026-11", label: "November 2026" }`. */
export function recentMonths(now: Date, count = 12, locale = "en-IN"): { value: string; label: string }[] {
  const months: string[] = [monthOf(now)];
  while (months.length < count) months.push(previousMonth(months.at(-1)!));
  const named = new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "Asia/Kolkata" });
  return months.map((value) => ({
    value,
    // The middle of the month is that month in India whatever the time zone.
    label: locale === "en-IN" ? monthLabel(value) : named.format(new Date(`${value}-15T12:00:00Z`)),
  }));
}

/** Which entries read as money coming in, going out, or moving between her own pockets. */
export function kindTone(kind: LedgerKind): "in" | "out" | "move" {
  if (kind === "payment" || kind === "cod_collected") return "in";
  if (kind === "release" || kind === "settle" || kind === "payout") return "move";
  return "out";
}

/** The rates in force, as every statement prints them, in her language. */
export function ratesLine(
  rates: { commission_percent: number; tcs_percent: number },
  registered: boolean,
  t: ReturnType<typeof useShepayT>["t"],
): string {
  const tcs = registered
    ? t("wallet.rates.tcsRegistered", { tcs: rates.tcs_percent })
    : t("wallet.rates.tcsUnregistered", { tcs: rates.tcs_percent });
  return t("wallet.rates.commission", { commission: rates.commission_percent, tcs });
}
