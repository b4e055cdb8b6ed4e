import type { Booking } from "@saheli/core/contracts/bookings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { refreshBookings, refreshOnConflict } from "../lib/after-change";

/** `POST /api/vendor/bookings/{id}/accept`: she takes a booking that waits for her answer. */
export function acceptBooking(id: string): Promise<Booking> {
  return api.post<Booking>(`/api/vendor/bookings/${encodeURIComponent(id)}/accept`);
}

export function useAcceptBooking(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => acceptBooking(id),
    onSuccess: (booking) => refreshBookings(queryClient, booking),
    onError: (error) => refreshOnConflict(queryClient, id, error),
  });
}
