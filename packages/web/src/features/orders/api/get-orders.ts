import type { OrderSummary } from "@saheli/core/contracts/orders";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { type BuyerOrderFilter, ordersKeys } from "./keys";

export type OrderPage = { items: OrderSummary[]; next_cursor: string | null };

/** `GET /api/orders?filter=&q=&cursor=`: one page of her orders, newest first. */
export function getOrders(
  filter: BuyerOrderFilter,
  search: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<OrderPage> {
  return api.get<OrderPage>("/api/orders", {
    query: { filter, q: search || undefined, cursor: cursor ?? undefined },
    signal,
  });
}

export const ordersQueryOptions = (filter: BuyerOrderFilter, search: string) =>
  infiniteQueryOptions({
    queryKey: ordersKeys.list(filter, search),
    queryFn: ({ pageParam, signal }) => getOrders(filter, search, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: OrderPage) => last.next_cursor ?? undefined,
    meta: SIGNED_IN_ONLY,
  });

export function useOrders(filter: BuyerOrderFilter, search: string, enabled = true) {
  return useInfiniteQuery({ ...ordersQueryOptions(filter, search), enabled });
}
