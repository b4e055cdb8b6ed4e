import type { Booking } from "@saheli/core/contracts/bookings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { refreshBookings, refreshOnConflict } from "../lib/after-change";

/** `POST /api/bookings/{id}/cancel`: she cancels (a confirmed one up to the shop's window before the start). */
export function cancelBooking(id: string, reason?: string): Promise<Booking> {
  return api.post<Booking>(`/api/bookings/${encodeURIComponent(id)}/cancel`, reason ? { reason } : {});
}

export function useCancelBooking(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason?: string) => cancelBooking(id, reason),
    onSuccess: (booking) => refreshBookings(queryClient, booking),
    onError: (error) => refreshOnConflict(queryClient, id, error),
  });
}
