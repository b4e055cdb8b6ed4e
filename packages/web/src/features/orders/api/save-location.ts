import type { LocationInput } from "@saheli/core/contracts/locations";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { LocationList } from "./get-locations";
import { ordersKeys } from "./keys";

/** `POST /api/locations`: a new delivery address; the answer is her whole list. */
export function saveLocation(input: LocationInput): Promise<LocationList> {
  return api.post<LocationList>("/api/locations", input);
}

export function useSaveLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLocation,
    onSuccess: (list) => queryClient.setQueryData(ordersKeys.locations, list),
  });
}
