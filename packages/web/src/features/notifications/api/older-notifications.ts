import type { NotificationList } from "@saheli/core/contracts/notifications";
import { useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { notificationKeys } from "./keys";

/**
 * `GET /api/notifications?cursor=`: the pages after the first (which `useNotifications` keeps, with its
 * instant changes), fetched only once she asks for older ones. Under the list's key, so every change
 * refreshes them too.
 */
export function useOlderNotifications(from: string | null, asked: boolean) {
  return useInfiniteQuery({
    queryKey: [...notificationKeys.list, "older", from] as const,
    queryFn: ({ pageParam, signal }) =>
      api.get<NotificationList>("/api/notifications", { query: { cursor: pageParam }, signal }),
    initialPageParam: from ?? "",
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    enabled: asked && from !== null,
    meta: SIGNED_IN_ONLY,
  });
}
