import type { ConnectionRequestItem, ConnectionRequestList } from "@saheli/core/contracts/people";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { peopleKeys } from "./keys";

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

export const connectionRequestsQueryOptions = (direction: RequestDirection) =>
  queryOptions({
    queryKey: peopleKeys.requests(direction),
    queryFn: ({ signal }) => getConnectionRequests(direction, signal),
  });

export function useConnectionRequests(direction: RequestDirection, enabled = true) {
  return useQuery({ ...connectionRequestsQueryOptions(direction), enabled });
}
