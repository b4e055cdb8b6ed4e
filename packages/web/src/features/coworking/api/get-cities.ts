import type { CoworkingCities } from "@saheli/core/contracts/coworking";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { coworkingKeys } from "./keys";

/** `GET /api/coworking/cities`: the cities with spaces, and how many each. */
export function useCities() {
  return useQuery({
    queryKey: coworkingKeys.cities,
    queryFn: ({ signal }) => api.get<CoworkingCities>("/api/coworking/cities", { signal }),
  });
}
