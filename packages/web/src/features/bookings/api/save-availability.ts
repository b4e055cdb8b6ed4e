import type { Availability, AvailabilityInput } from "@saheli/core/contracts/bookings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { bookingsKeys } from "./keys";

/** `PUT /api/vendor/services/{listingId}/availability`: saves her hours, special dates and rules at once. */
export function saveAvailability(listingId: string, input: AvailabilityInput): Promise<Availability> {
  return api.put<Availability>(`/api/vendor/services/${encodeURIComponent(listingId)}/availability`, input);
}

export function useSaveAvailability(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AvailabilityInput) => saveAvailability(listingId, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(bookingsKeys.availability(listingId), saved);
      void queryClient.invalidateQueries({ queryKey: bookingsKeys.slots(listingId) });
    },
  });
}
