import type { StockChange } from "@saheli/core/contracts/vendor-products";

/** "+3" or "−2" (a real minus sign), as a stock change reads, with her language's digits grouping. */
export function deltaLabel(delta: number, locale: string): string {
  return delta > 0 ? `+${delta.toLocaleString(locale)}` : `−${Math.abs(delta).toLocaleString(locale)}`;
}

/** When a stock change happened, in her language. */
export const changeTime = (change: Pick<StockChange, "created_at">, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(new Date(change.created_at));
