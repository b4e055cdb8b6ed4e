import type { OrderSummary } from "@saheli/core/contracts/orders";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { type VendorOrderFilter, vendorOrdersKeys } from "./keys";

export type VendorOrderPage = { items: OrderSummary[]; next_cursor: string | null };

/** `GET /api/vendor/orders?filter=&q=&cursor=`: her shop's orders, newest first, 20 at a time. */
export function getVendorOrders(
  filter: VendorOrderFilter,
  search: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<VendorOrderPage> {
  return api.get<VendorOrderPage>("/api/vendor/orders", {
    query: { filter, q: search || undefined, cursor: cursor ?? undefined },
    signal,
  });
}

export function useVendorOrders(filter: VendorOrderFilter, search: string) {
  return useInfiniteQuery({
    queryKey: vendorOrdersKeys.list(filter, search),
    queryFn: ({ pageParam, signal }) => getVendorOrders(filter, search, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
    meta: SIGNED_IN_ONLY,
  });
}
