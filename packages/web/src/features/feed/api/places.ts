import type { PlaceResult } from "@saheli/core/contracts/places";
import { PlaceLimits } from "@saheli/core/places";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** "Add Location" search: offline Indian places, and venues when the server has a geocoder. */
export function usePlaceSearch(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: ["places", "search", q.toLowerCase()],
    queryFn: ({ signal }) =>
      api.get<{ items: PlaceResult[]; venues: boolean }>(`/api/places/search?q=${encodeURIComponent(q)}`, {
        signal,
      }),
    enabled: q.length >= PlaceLimits.queryMin,
    staleTime: 10 * 60_000,
  });
}

/** The city she is in, from the browser's position (never finer than the city). */
export function reversePlace(lat: number, lng: number) {
  return api.get<{ place: PlaceResult | null }>(`/api/places/reverse?lat=${lat}&lng=${lng}`);
}
