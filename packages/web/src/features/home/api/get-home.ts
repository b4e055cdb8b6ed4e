import type { HomeResponse } from "@saheli/core/contracts/home";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { homeKeys } from "./keys";

export function getHome(signal?: AbortSignal): Promise<HomeResponse> {
  return api.get<HomeResponse>("/api/home", { signal });
}

export const homeQueryOptions = () =>
  queryOptions({ queryKey: homeKeys.all, queryFn: ({ signal }) => getHome(signal) });

export function useHome() {
  return useQuery(homeQueryOptions());
}
