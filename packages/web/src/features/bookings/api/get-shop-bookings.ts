import type { VendorBookingPage, VendorBookingView } from "@saheli/core/contracts/bookings";
import { useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { bookingsKeys } from "./keys";

/** `GET /api/vendor/bookings?when=&cursor=`: her shop's bookings, and how many wait for her answer. */
export function getShopBookings(when: VendorBookingView, cursor: string | null, signal?: AbortSignal) {
  return api.get<VendorBookingPage>("/api/vendor/bookings", {
    query: { when, cursor: cursor ?? undefined },
    signal,
  });
}

export function useShopBookings(when: VendorBookingView) {
  return useInfiniteQuery({
    queryKey: bookingsKeys.shopList(when),
    queryFn: ({ pageParam, signal }) => getShopBookings(when, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: VendorBookingPage) => last.next_cursor ?? undefined,
    meta: SIGNED_IN_ONLY,
  });
}
