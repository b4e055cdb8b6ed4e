import type { PeoplePage } from "@saheli/core/contracts/people";
import type { PeopleSort } from "@saheli/core/people";
import { searchableQuery } from "@saheli/core/people";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { peopleKeys } from "./keys";

export type PeopleSearch = {
  q: string;
  sort: PeopleSort;
  verified: boolean;
  hasBusiness: boolean;
  location: string;
};

/** `GET /api/people/search`: one page of people matching name, username, business or occupation. */
export function searchPeople(
  search: PeopleSearch,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<PeoplePage> {
  return api.get<PeoplePage>("/api/people/search", {
    query: {
      q: search.q,
      sort: search.sort,
      verified: search.verified || undefined,
      hasBusiness: search.hasBusiness || undefined,
      location: search.location.trim() || undefined,
      cursor: cursor ?? undefined,
    },
    signal,
  });
}

/** Each search has its own key, so an answer to an older query can never show under a newer one. */

export const peopleSearchQueryOptions = (search: PeopleSearch) =>
  infiniteQueryOptions({
    queryKey: peopleKeys.search(search),
    queryFn: ({ pageParam, signal }) => searchPeople(search, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: PeoplePage) => last.next_cursor ?? undefined,
    // Doc 2 §5: fewer than 2 characters after trimming is no search at all.
    enabled: searchableQuery(search.q) !== null,
  });

export function usePeopleSearch(search: PeopleSearch) {
  return useInfiniteQuery(peopleSearchQueryOptions(search));
}
