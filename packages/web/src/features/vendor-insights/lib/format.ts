import { formatMoney } from "@saheli/core/money";

const count = new Intl.NumberFormat("en-IN");
const compact = new Intl.NumberFormat("en-IN", { notation: "compact", maximumFractionDigits: 1 });

/** `1,23,456` (Indian grouping). */
export const formatCount = (n: number) => count.format(n);

/** Whole rupees for figures (`₹1,23,457`); paise only where the amount is small. */
export function formatAmount(amount: number, currency: string): string {
  return formatMoney(Math.abs(amount) >= 1000 ? Math.round(amount) : amount, currency);
}

/** A chart axis's amount: `₹1.2L`-style compact numbers keep the axis narrow on a phone. */
export function axisAmount(amount: number, currency: string): string {
  return formatMoney(0, currency).replace("0", compact.format(amount));
}
