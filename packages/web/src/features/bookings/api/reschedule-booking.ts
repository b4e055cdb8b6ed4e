import type { Booking } from "@saheli/core/contracts/bookings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { refreshBookings, refreshOnConflict } from "../lib/after-change";

/** `POST /api/bookings/{id}/reschedule`: moves her booking to another open slot within the shop's window. */
export function rescheduleBooking(id: string, slotStart: string): Promise<Booking> {
  return api.post<Booking>(`/api/bookings/${encodeURIComponent(id)}/reschedule`, { slot_start: slotStart });
}

export function useRescheduleBooking(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slotStart: string) => rescheduleBooking(id, slotStart),
    onSuccess: (booking) => refreshBookings(queryClient, booking),
    onError: (error) => refreshOnConflict(queryClient, id, error),
  });
}
