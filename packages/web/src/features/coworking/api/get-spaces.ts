import type { CoworkingSpacePage } from "@saheli/core/contracts/coworking";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { coworkingKeys } from "./keys";

/** `GET /api/coworking/spaces?city=&cursor=`: spaces on sale, newest first, in one city or everywhere. */
export function getSpaces(city: string, cursor: string | null, signal?: AbortSignal) {
  return api.get<CoworkingSpacePage>("/api/coworking/spaces", {
    query: { city: city || undefined, cursor: cursor ?? undefined },
    signal,
  });
}

export const spacesQuery = (city: string) =>
  infiniteQueryOptions({
    queryKey: coworkingKeys.spacesIn(city),
    queryFn: ({ pageParam, signal }) => getSpaces(city, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: CoworkingSpacePage) => last.next_cursor ?? undefined,
  });

export function useSpaces(city: string) {
  return useInfiniteQuery(spacesQuery(city));
}
