import type { Booking } from "@saheli/core/contracts/bookings";
import type { QueryClient } from "@tanstack/react-query";
import { isApiError } from "@/lib/api-client";
import { bookingsKeys } from "../api/keys";

/** A booking changed (by her, or refused because it changed elsewhere): every screen that shows it looks again. */
export function refreshBookings(queryClient: QueryClient, booking?: Booking) {
  if (booking)
    queryClient.setQueryData(bookingsKeys.one(booking.id), (old: object | undefined) => ({
      ...old,
      ...booking,
    }));
  void queryClient.invalidateQueries({ queryKey: bookingsKeys.mine });
  void queryClient.invalidateQueries({ queryKey: bookingsKeys.shop });
  void queryClient.invalidateQueries({ queryKey: bookingsKeys.orders });
  if (booking) void queryClient.invalidateQueries({ queryKey: bookingsKeys.slots(booking.listing.id) });
}

/** On a refusal the booking may have moved on (another tab, the other side): read it again. */
export function refreshOnConflict(queryClient: QueryClient, id: string, error: unknown) {
  if (isApiError(error) && (error.status === 409 || error.status === 404)) {
    void queryClient.invalidateQueries({ queryKey: bookingsKeys.one(id) });
    refreshBookings(queryClient);
  }
}
