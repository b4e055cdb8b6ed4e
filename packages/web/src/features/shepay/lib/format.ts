import { formatMoney } from "@saheli/core/money";
import { type LedgerKind, monthLabel, monthOf, previousMonth } from "@saheli/core/shepay";

const dateTime = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Asia/Kolkata",
});
const dateOnly = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

/** "5 Nov 2026, 2:03 pm" in India's time zone. */
export const formatWhen = (iso: string) => dateTime.format(new Date(iso));
export const formatDay = (iso: string) => dateOnly.format(new Date(iso));

/** An entry's amount with its sign spelled out: "+₹3,000", "−₹150" (a real minus sign for screen readers). */
export function signedMoney(amount: number): string {
  if (amount === 0) return formatMoney(0, "INR");
  return `${amount > 0 ? "+" : "−"}${formatMoney(Math.abs(amount), "INR")}`;
}

/** The last `count` months (India's calendar), newest first: `{ value: "2026-11", label: "November 2026" }`. */
export function recentMonths(now: Date, count = 12): { value: string; label: string }[] {
  const months: string[] = [monthOf(now)];
  while (months.length < count) months.push(previousMonth(months.at(-1)!));
  return months.map((value) => ({ value, label: monthLabel(value) }));
}

/** Which entries read as money coming in, going out, or moving between her own pockets. */
export function kindTone(kind: LedgerKind): "in" | "out" | "move" {
  if (kind === "payment" || kind === "cod_collected") return "in";
  if (kind === "release" || kind === "settle" || kind === "payout") return "move";
  return "out";
}

/** The rates in force, as every statement prints them. */
export function ratesLine(
  rates: { commission_percent: number; tcs_percent: number },
  registered: boolean,
): string {
  const tcs = registered
    ? `TCS ${rates.tcs_percent}% of the value without GST (your shop has a GSTIN).`
    : `TCS ${rates.tcs_percent}% applies only to shops with a GSTIN; none is taken from you.`;
  return `Saheli's commission is ${rates.commission_percent}% of the item value. ${tcs}`;
}
