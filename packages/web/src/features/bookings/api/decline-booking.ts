import type { Booking } from "@saheli/core/contracts/bookings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { refreshBookings, refreshOnConflict } from "../lib/after-change";

/** `POST /api/vendor/bookings/{id}/decline`: she says no (a paid booking is refunded). */
export function declineBooking(id: string, reason?: string): Promise<Booking> {
  return api.post<Booking>(
    `/api/vendor/bookings/${encodeURIComponent(id)}/decline`,
    reason ? { reason } : {},
  );
}

export function useDeclineBooking(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason?: string) => declineBooking(id, reason),
    onSuccess: (booking) => refreshBookings(queryClient, booking),
    onError: (error) => refreshOnConflict(queryClient, id, error),
  });
}
