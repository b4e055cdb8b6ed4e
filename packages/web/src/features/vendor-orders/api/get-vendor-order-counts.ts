import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { vendorOrdersKeys } from "./keys";

export type VendorOrderCounts = { new: number; to_pack: number; shipped: number; returns: number };

/** `GET /api/vendor/orders/counts`: her orders by what they need, for the tabs and the Orders badge. */
export function getVendorOrderCounts(signal?: AbortSignal): Promise<VendorOrderCounts> {
  return api.get<VendorOrderCounts>("/api/vendor/orders/counts", { signal });
}

export function useVendorOrderCounts(enabled = true) {
  return useQuery({
    queryKey: vendorOrdersKeys.counts,
    queryFn: ({ signal }) => getVendorOrderCounts(signal),
    meta: SIGNED_IN_ONLY,
    enabled,
  });
}
