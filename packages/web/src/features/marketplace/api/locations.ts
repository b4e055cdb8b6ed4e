import type {
  DeliveryLocation,
  LocationInput,
  PincodePlace,
  ReversePlace,
} from "@saheli/core/contracts/locations";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { useSession } from "@/lib/session/use-session";
import { marketplaceKeys } from "./keys";

type LocationList = { items: DeliveryLocation[] };

/** `GET /api/locations`: her saved addresses, the default first (none for a visitor). */
export function useLocations() {
  const session = useSession();
  return useQuery({
    queryKey: marketplaceKeys.locations,
    queryFn: ({ signal }) => api.get<LocationList>("/api/locations", { signal }),
    meta: SIGNED_IN_ONLY,
    enabled: session.status === "signed-in",
  });
}

/** Save, edit, make default or remove; each answers the whole list. */
export function useLocationChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      change:
        | { kind: "save"; id?: string; input: LocationInput }
        | { kind: "default" | "remove"; id: string },
    ) => {
      if (change.kind === "save")
        return change.id
          ? api.put<LocationList>(`/api/locations/${change.id}`, change.input)
          : api.post<LocationList>("/api/locations", change.input);
      if (change.kind === "default") return api.post<LocationList>(`/api/locations/${change.id}/default`);
      return api.delete<LocationList>(`/api/locations/${change.id}`);
    },
    onSuccess: (list) => queryClient.setQueryData(marketplaceKeys.locations, list),
  });
}

/** `GET /api/pincodes/{pincode}`: India Post's directory, answered by Saheli without going online. */
export function lookupPincode(pincode: string): Promise<PincodePlace> {
  return api.get<PincodePlace>(`/api/pincodes/${pincode}`);
}

/** `GET /api/geocode/reverse`: the place at a position, when the server has a geocoder. */
export function reverseGeocode(lat: number, lon: number): Promise<ReversePlace> {
  return api.get<ReversePlace>(`/api/geocode/reverse?lat=${lat}&lon=${lon}`);
}
