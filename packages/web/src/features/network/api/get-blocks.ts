import type { BlockedPerson, BlockedPersonList } from "@saheli/core/contracts/people";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { peopleKeys } from "./keys";

/** `GET /api/blocks`: the people she has blocked, newest first. */
export function getBlocks(signal?: AbortSignal): Promise<BlockedPerson[]> {
  return api.get<BlockedPersonList>("/api/blocks", { signal }).then((answer) => answer.items);
}

export const blocksQueryOptions = () =>
  queryOptions({ queryKey: peopleKeys.blocks, queryFn: ({ signal }) => getBlocks(signal) });

export function useBlocks() {
  return useQuery(blocksQueryOptions());
}
