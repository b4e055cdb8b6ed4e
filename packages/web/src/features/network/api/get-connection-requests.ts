import type { ConnectionRequestItem, ConnectionRequestList } from "@saheli/core/contracts/people";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export type RequestDirection = "received" | "sent";

/** `GET /api/connections/requests?direction=`: pending requests she received or sent, with the other person. */
export function getConnectionRequests(
  direction: RequestDirection,
  signal?: AbortSignal,
): Promise<ConnectionRequestItem[]> {
  return api
    .get<ConnectionRequestList>("/api/connections/requests", { query: { direction }, signal })
    .then((answer) => answer.items);
}

export const connectionRequestsQueryKey = (direction: RequestDirection) =>
  ["people", "requests", direction] as const;

export const connectionRequestsQueryOptions = (direction: RequestDirection) =>
  queryOptions({
    queryKey: connectionRequestsQueryKey(direction),
    queryFn: ({ signal }) => getConnectionRequests(direction, signal),
  });

export function useConnectionRequests(direction: RequestDirection, enabled = true) {
  return useQuery({ ...connectionRequestsQueryOptions(direction), enabled });
}
