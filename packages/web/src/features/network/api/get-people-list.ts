import type { PeoplePage } from "@saheli/core/contracts/people";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { peopleKeys } from "./keys";

export type PeopleListKind = "connections" | "followers" | "following";

const PAGE_SIZE = 20;

/** `GET /api/people/{id}/connections|followers|following`: one page of a person's list. */
export function getPeopleList(
  personId: string,
  kind: PeopleListKind,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<PeoplePage> {
  return api.get<PeoplePage>(`/api/people/${encodeURIComponent(personId)}/${kind}`, {
    query: { limit: PAGE_SIZE, cursor: cursor ?? undefined },
    signal,
  });
}

export const peopleListQueryOptions = (personId: string, kind: PeopleListKind) =>
  infiniteQueryOptions({
    queryKey: peopleKeys.list(personId, kind),
    queryFn: ({ pageParam, signal }) => getPeopleList(personId, kind, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: PeoplePage) => last.next_cursor ?? undefined,
  });

export function usePeopleList(personId: string, kind: PeopleListKind) {
  return useInfiniteQuery(peopleListQueryOptions(personId, kind));
}
