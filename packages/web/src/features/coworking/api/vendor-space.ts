import type { CoworkingInput, VendorCoworking } from "@saheli/core/contracts/coworking";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { coworkingKeys } from "./keys";

const pathOf = (listingId: string) => `/api/vendor/listings/${encodeURIComponent(listingId)}/coworking`;

/** `GET /api/vendor/listings/{id}/coworking`: her service and its space details (null while not listed). */
export function useVendorSpace(listingId: string) {
  return useQuery({
    queryKey: coworkingKeys.mine(listingId),
    queryFn: ({ signal }) => api.get<VendorCoworking>(pathOf(listingId), { signal }),
    meta: SIGNED_IN_ONLY,
  });
}

/** `PUT` lists her service as a space (or changes it); `DELETE` stops listing it. */
export function useSaveVendorSpace(listingId: string) {
  const queryClient = useQueryClient();
  const settle = () => {
    void queryClient.invalidateQueries({ queryKey: coworkingKeys.mine(listingId) });
    void queryClient.invalidateQueries({ queryKey: coworkingKeys.spaces });
    void queryClient.invalidateQueries({ queryKey: coworkingKeys.cities });
  };
  const save = useMutation({
    mutationFn: (input: CoworkingInput) => api.put<VendorCoworking>(pathOf(listingId), input),
    onSuccess: (saved) => {
      queryClient.setQueryData(coworkingKeys.mine(listingId), saved);
      settle();
    },
  });
  const remove = useMutation({
    mutationFn: () => api.delete<null>(pathOf(listingId)),
    onSuccess: settle,
  });
  return { save, remove };
}
