import type { Availability } from "@saheli/core/contracts/bookings";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { bookingsKeys } from "./keys";

/** `GET /api/vendor/services/{listingId}/availability`: her hours and rules for a service (defaults until saved). */
export function getAvailability(listingId: string, signal?: AbortSignal): Promise<Availability> {
  return api.get<Availability>(`/api/vendor/services/${encodeURIComponent(listingId)}/availability`, {
    signal,
  });
}

export function useAvailability(listingId: string) {
  return useQuery({
    queryKey: bookingsKeys.availability(listingId),
    queryFn: ({ signal }) => getAvailability(listingId, signal),
    meta: SIGNED_IN_ONLY,
  });
}
