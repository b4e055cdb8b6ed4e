import type { DeliveryLocation } from "@saheli/core/contracts/locations";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { ordersKeys } from "./keys";

export type LocationList = { items: DeliveryLocation[] };

/** `GET /api/locations`: her saved delivery addresses, the default first. */
export function useDeliveryLocations(enabled: boolean) {
  return useQuery({
    queryKey: ordersKeys.locations,
    queryFn: ({ signal }) => api.get<LocationList>("/api/locations", { signal }),
    meta: SIGNED_IN_ONLY,
    enabled,
  });
}
