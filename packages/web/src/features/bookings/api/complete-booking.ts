import type { Booking } from "@saheli/core/contracts/bookings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { refreshBookings, refreshOnConflict } from "../lib/after-change";

/** `POST /api/vendor/bookings/{id}/complete`: she marks it done once its time has started. */
export function completeBooking(id: string): Promise<Booking> {
  return api.post<Booking>(`/api/vendor/bookings/${encodeURIComponent(id)}/complete`);
}

export function useCompleteBooking(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => completeBooking(id),
    onSuccess: (booking) => refreshBookings(queryClient, booking),
    onError: (error) => refreshOnConflict(queryClient, id, error),
  });
}
