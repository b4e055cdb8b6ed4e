import type { BookingCreate, BookingResult } from "@saheli/core/contracts/bookings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, isApiError } from "@/lib/api-client";
import { bookingsKeys } from "./keys";

/** `POST /api/bookings`: the same idempotency key answers the same booking; 409 when the time was taken. */
export function createBooking(body: BookingCreate): Promise<BookingResult> {
  return api.post<BookingResult>("/api/bookings", body);
}

export function useCreateBooking(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSuccess: (booking) => {
      queryClient.setQueryData(bookingsKeys.one(booking.id), booking);
      void queryClient.invalidateQueries({ queryKey: bookingsKeys.mine });
      void queryClient.invalidateQueries({ queryKey: bookingsKeys.slots(listingId) });
      void queryClient.invalidateQueries({ queryKey: bookingsKeys.orders });
    },
    onError: (error) => {
      // Taken meanwhile: the slots are read again so the picker shows what is left.
      if (isApiError(error) && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: bookingsKeys.slots(listingId) });
    },
  });
}
