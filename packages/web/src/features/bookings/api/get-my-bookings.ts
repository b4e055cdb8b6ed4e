import type { BookingPage, BuyerBookingView } from "@saheli/core/contracts/bookings";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { bookingsKeys } from "./keys";

/** `GET /api/bookings?when=&cursor=`: her bookings, upcoming soonest first or past latest first. */
export function getMyBookings(when: BuyerBookingView, cursor: string | null, signal?: AbortSignal) {
  return api.get<BookingPage>("/api/bookings", { query: { when, cursor: cursor ?? undefined }, signal });
}

export const myBookingsQuery = (when: BuyerBookingView) =>
  infiniteQueryOptions({
    queryKey: bookingsKeys.mineList(when),
    queryFn: ({ pageParam, signal }) => getMyBookings(when, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: BookingPage) => last.next_cursor ?? undefined,
    meta: SIGNED_IN_ONLY,
  });

export function useMyBookings(when: BuyerBookingView) {
  return useInfiniteQuery(myBookingsQuery(when));
}
