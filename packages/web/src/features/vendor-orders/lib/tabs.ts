import { VENDOR_ORDER_FILTERS } from "@saheli/core/contracts/orders";
import type { VendorOrderCounts } from "../api/get-vendor-order-counts";
import type { VendorOrderFilter } from "../api/keys";

/** The tabs of /vendor/orders in the order she works through them; `?tab=` names one. */
export const ORDER_TABS: readonly VendorOrderFilter[] = [
  "new",
  "to_pack",
  "shipped",
  "delivered",
  "returns",
  "cancelled",
  "all",
];

export const DEFAULT_TAB: VendorOrderFilter = "new";

export function tabOf(value: string | null): VendorOrderFilter {
  return (VENDOR_ORDER_FILTERS as readonly (string | null)[]).includes(value)
    ? (value as VendorOrderFilter)
    : DEFAULT_TAB;
}

/** The tabs that have a count on the server: the ones that ask something of her. */
export function tabCount(counts: VendorOrderCounts | undefined, tab: VendorOrderFilter): number | null {
  if (!counts) return null;
  if (tab === "new" || tab === "to_pack" || tab === "shipped" || tab === "returns") return counts[tab];
  return null;
}
