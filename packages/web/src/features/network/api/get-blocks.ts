import type { BlockedPerson, BlockedPersonList } from "@saheli/core/contracts/people";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** `GET /api/blocks`: the people she has blocked, newest first. */
export function getBlocks(signal?: AbortSignal): Promise<BlockedPerson[]> {
  return api.get<BlockedPersonList>("/api/blocks", { signal }).then((answer) => answer.items);
}

export const blocksQueryKey = ["people", "blocks"] as const;

export const blocksQueryOptions = () =>
  queryOptions({ queryKey: blocksQueryKey, queryFn: ({ signal }) => getBlocks(signal) });

export function useBlocks() {
  return useQuery(blocksQueryOptions());
}
