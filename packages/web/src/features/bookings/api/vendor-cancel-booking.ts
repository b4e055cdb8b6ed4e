import type { Booking } from "@saheli/core/contracts/bookings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { refreshBookings, refreshOnConflict } from "../lib/after-change";

/** `POST /api/vendor/bookings/{id}/cancel`: she cancels a confirmed booking, saying why (a paid one is refunded). */
export function vendorCancelBooking(id: string, reason: string): Promise<Booking> {
  return api.post<Booking>(`/api/vendor/bookings/${encodeURIComponent(id)}/cancel`, { reason });
}

export function useVendorCancelBooking(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => vendorCancelBooking(id, reason),
    onSuccess: (booking) => refreshBookings(queryClient, booking),
    onError: (error) => refreshOnConflict(queryClient, id, error),
  });
}
