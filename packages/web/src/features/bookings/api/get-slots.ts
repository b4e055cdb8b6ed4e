import type { Slots } from "@saheli/core/contracts/bookings";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { bookingsKeys } from "./keys";

/** `GET /api/listings/{id}/slots?from=&to=`: open slots with places left, in the vendor's zone. */
export function getSlots(listingId: string, from: string, to: string, signal?: AbortSignal): Promise<Slots> {
  return api.get<Slots>(`/api/listings/${encodeURIComponent(listingId)}/slots`, {
    query: { from, to },
    signal,
  });
}

/** Slots of one window; the previous window stays on screen while the next one loads. */
export function useSlots(listingId: string, from: string, to: string) {
  return useQuery({
    queryKey: bookingsKeys.slotsIn(listingId, from, to),
    queryFn: ({ signal }) => getSlots(listingId, from, to, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
