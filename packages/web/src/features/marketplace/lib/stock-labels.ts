import type { StockChange, StockChangeReason } from "@saheli/core/contracts/vendor-products";

export const STOCK_REASON_LABELS: Record<StockChangeReason, string> = {
  order: "Order placed",
  cancel: "Order cancelled",
  edit: "Edited by hand",
  csv: "CSV import",
};

/** "+3" or "−2" (a real minus sign), as a stock change reads. */
export function deltaLabel(delta: number): string {
  return delta > 0 ? `+${delta.toLocaleString("en-IN")}` : `−${Math.abs(delta).toLocaleString("en-IN")}`;
}

const when = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

export const changeTime = (change: Pick<StockChange, "created_at">) =>
  when.format(new Date(change.created_at));
