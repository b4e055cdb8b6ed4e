import type { DiscoveryList, PersonCard, PersonCardList } from "@saheli/core/contracts/people";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { peopleKeys } from "./keys";

/** `GET /api/people/discover?list=`: suggestions, verified members, businesses, trending, near a place. */
export function getDiscovery(
  list: DiscoveryList,
  location: string | undefined,
  signal?: AbortSignal,
): Promise<PersonCard[]> {
  return api
    .get<PersonCardList>("/api/people/discover", { query: { list, location }, signal })
    .then((answer) => answer.items);
}

export const discoveryQueryOptions = (list: DiscoveryList, location?: string) =>
  queryOptions({
    queryKey: peopleKeys.discover(list, location),
    queryFn: ({ signal }) => getDiscovery(list, location, signal),
  });

export function useDiscovery(list: DiscoveryList, location?: string) {
  return useQuery(discoveryQueryOptions(list, location));
}
