import type { VENDOR_ORDER_FILTERS } from "@saheli/core/contracts/orders";

export type VendorOrderFilter = (typeof VENDOR_ORDER_FILTERS)[number];

const all = ["vendor-orders"] as const;

/**
 * Her shop's orders. The counts key is spelled the same in `features/marketplace/api/keys.ts` (her dashboard
 * reads the same endpoint; features cannot import each other), so a move here refreshes the dashboard too.
 */
export const vendorOrdersKeys = {
  all,
  lists: [...all, "list"] as const,
  list: (filter: VendorOrderFilter, search: string) => [...all, "list", filter, search] as const,
  counts: [...all, "counts"] as const,
  orders: [...all, "one"] as const,
  order: (orderNumber: string) => [...all, "one", orderNumber] as const,
};
