import type { RealtimeStats } from "@saheli/core/contracts/chat";
import type { NotificationList } from "@saheli/core/contracts/notifications";
import { lowerCount } from "@saheli/core/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { pollInterval, useRealtimeStatus } from "@/lib/realtime";
import { useSession } from "@/lib/session/use-session";
import { notificationKeys } from "./keys";

/** `GET /api/notifications`: hers, newest first; polled only while the realtime socket is down. */
export function useNotifications() {
  const session = useSession();
  const status = useRealtimeStatus();
  return useQuery({
    queryKey: notificationKeys.list,
    queryFn: ({ signal }) => api.get<NotificationList>("/api/notifications", { signal }),
    meta: SIGNED_IN_ONLY,
    enabled: session.status === "signed-in",
    staleTime: 30_000,
    refetchInterval: pollInterval(status),
  });
}

/** `GET /api/realtime/stats`: the counts on every badge (doc 2 §3 "Global realtime stats"). */
export function useRealtimeStats() {
  const session = useSession();
  const status = useRealtimeStatus();
  return useQuery({
    queryKey: notificationKeys.stats,
    queryFn: ({ signal }) => api.get<RealtimeStats>("/api/realtime/stats", { signal }),
    meta: SIGNED_IN_ONLY,
    enabled: session.status === "signed-in",
    staleTime: 30_000,
    refetchInterval: pollInterval(status),
  });
}

type Change = { id: string; kind: "read" | "clicked" | "dismiss" } | { kind: "read-all" };

function applyChange(list: NotificationList, change: Change, now: string): NotificationList {
  if (change.kind === "read-all") {
    return { ...list, items: list.items.map((n) => ({ ...n, read_at: n.read_at ?? now })), unread_count: 0 };
  }
  const target = list.items.find((n) => n.id === change.id);
  if (!target) return list;
  const wasUnread = target.read_at === null;
  const items =
    change.kind === "dismiss"
      ? list.items.filter((n) => n.id !== change.id)
      : list.items.map((n) =>
          n.id === change.id
            ? { ...n, read_at: n.read_at ?? now, clicked_at: change.kind === "clicked" ? now : n.clicked_at }
            : n,
        );
  return { ...list, items, unread_count: wasUnread ? lowerCount(list.unread_count) : list.unread_count };
}

function send(change: Change) {
  if (change.kind === "read-all") return api.post<null>("/api/notifications/read-all");
  if (change.kind === "dismiss") return api.delete<null>(`/api/notifications/${change.id}`);
  return api.patch<null>(`/api/notifications/${change.id}`, { action: change.kind });
}

/** Read, click, dismiss or read all: shown at once, put back if the server refuses (doc 2 §4). */
export function useChangeNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onMutate: async (change: Change) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.list });
      const before = queryClient.getQueryData<NotificationList>(notificationKeys.list);
      const statsBefore = queryClient.getQueryData<RealtimeStats>(notificationKeys.stats);
      if (before) {
        const after = applyChange(before, change, new Date().toISOString());
        queryClient.setQueryData(notificationKeys.list, after);
        if (statsBefore) {
          const by = before.unread_count - after.unread_count;
          queryClient.setQueryData<RealtimeStats>(notificationKeys.stats, {
            ...statsBefore,
            unreadNotifications: lowerCount(statsBefore.unreadNotifications, by),
            totalUnread: lowerCount(statsBefore.totalUnread, by),
          });
        }
      }
      return { before, statsBefore };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(notificationKeys.list, context.before);
      if (context?.statsBefore) queryClient.setQueryData(notificationKeys.stats, context.statsBefore);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
