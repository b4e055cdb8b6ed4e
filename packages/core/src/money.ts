/** Display symbols (doc 3 §3 "Currency symbols"); any other code is shown as the code itself. */
export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  USD: "$",
  EUR: "€",
  GBP: "£",
  JPY: "¥",
  INR: "₹",
  AUD: "A$",
  CAD: "C$",
  SGD: "S$",
  AED: "AED",
  CHF: "CHF",
  CNY: "CN¥",
  KRW: "₩",
  SEK: "kr",
  NZD: "NZ$",
};

export const DEFAULT_CURRENCY = "INR";

const amountFormats = new Map<string, Intl.NumberFormat>();
const amountFormat = (locale: string) => {
  let format = amountFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 0, maximumFractionDigits: 2 });
    amountFormats.set(locale, format);
  }
  return format;
};

export function currencySymbol(currency?: string | null): string {
  const code = currency?.trim().toUpperCase() || DEFAULT_CURRENCY;
  return CURRENCY_SYMBOLS[code] ?? code;
}

/**
 * `formatMoney(1234.5, "INR")` → `₹1,234.5`; Indian digit grouping, 0 to 2 fraction digits; `locale` is her
 * language's (`hi-IN` keeps Latin digits and the same grouping).
 */
export function formatMoney(amount: number, currency?: string | null, locale = "en-IN"): string {
  const value = Number.isFinite(amount) ? Math.round(amount * 100) / 100 : 0;
  const symbol = currencySymbol(currency);
  // Alphabetic symbols (CHF, AED, kr, unknown codes) read better with a space before the number.
  const separator = /\p{L}$/u.test(symbol) ? " " : "";
  const sign = value < 0 ? "-" : "";
  return `${sign}${symbol}${separator}${amountFormat(locale).format(Math.abs(value))}`;
}
