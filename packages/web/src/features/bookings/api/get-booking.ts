import type { BookingResult } from "@saheli/core/contracts/bookings";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { bookingsKeys } from "./keys";

/** `GET /api/bookings/{id}`: one of her bookings (or her shop's), with how to pay while a payment is open. */
export function getBooking(id: string, signal?: AbortSignal): Promise<BookingResult> {
  return api.get<BookingResult>(`/api/bookings/${encodeURIComponent(id)}`, { signal });
}

export function useBooking(id: string) {
  return useQuery({
    queryKey: bookingsKeys.one(id),
    queryFn: ({ signal }) => getBooking(id, signal),
    meta: SIGNED_IN_ONLY,
  });
}
