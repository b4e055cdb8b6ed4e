import type { ListingDetail } from "@saheli/core/contracts/listings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { bookingsKeys } from "./keys";

/** `GET /api/listings/{slug}`: the service being booked (its title, price, duration, shop). */
export const serviceQuery = (slug: string) =>
  queryOptions({
    queryKey: bookingsKeys.service(slug),
    queryFn: ({ signal }) => api.get<ListingDetail>(`/api/listings/${encodeURIComponent(slug)}`, { signal }),
    staleTime: 60_000,
  });

export function useService(slug: string) {
  return useQuery(serviceQuery(slug));
}
