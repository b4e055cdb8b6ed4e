import { formatMoney } from "@saheli/core/money";

const formats = new Map<string, Intl.NumberFormat>();
/** One number format per locale (`en-IN`, `hi-IN`) and shape, made once. */
function numberFormat(locale: string, compact: boolean): Intl.NumberFormat {
  const key = `${locale}:${compact}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      locale,
      compact ? { notation: "compact", maximumFractionDigits: 1 } : undefined,
    );
    formats.set(key, format);
  }
  return format;
}

/** `1,23,456` (Indian grouping), in her language's `Intl` locale. */
export const formatCount = (n: number, locale = "en-IN") => numberFormat(locale, false).format(n);

/** Whole rupees for figures (`₹1,23,457`); paise only where the amount is small. */
export function formatAmount(amount: number, currency: string): string {
  return formatMoney(Math.abs(amount) >= 1000 ? Math.round(amount) : amount, currency);
}

/** A chart axis's amount: `₹1.2L`-style compact numbers keep the axis narrow on a phone. */
export function axisAmount(amount: number, currency: string, locale = "en-IN"): string {
  return formatMoney(0, currency).replace("0", numberFormat(locale, true).format(amount));
}
