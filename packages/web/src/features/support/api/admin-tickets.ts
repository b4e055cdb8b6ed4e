import type {
  AdminQueue,
  AdminQueueQuery,
  AdminReplyInput,
  AdminTicket,
} from "@saheli/core/contracts/support";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { supportKeys } from "./keys";

/** `GET /api/admin/support/tickets`: the queue, refreshed every minute while it is open. */
export function useAdminQueue(filters: AdminQueueQuery, enabled: boolean) {
  return useQuery({
    queryKey: supportKeys.adminQueue(filters),
    queryFn: ({ signal }) =>
      api.get<AdminQueue>("/api/admin/support/tickets", {
        query: {
          status: filters.status ?? "active",
          assigned: filters.assigned ?? "any",
          offset: String(filters.offset ?? 0),
        },
        signal,
      }),
    enabled,
    refetchInterval: 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useAdminTicket(id: string, enabled: boolean) {
  return useQuery({
    queryKey: supportKeys.adminTicket(id),
    queryFn: ({ signal }) =>
      api.get<AdminTicket>(`/api/admin/support/tickets/${encodeURIComponent(id)}`, { signal }),
    enabled,
    refetchInterval: 60_000,
  });
}

function useAdminWrite<V>(id: string, write: (input: V) => Promise<AdminTicket>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (ticket) => {
      queryClient.setQueryData(supportKeys.adminTicket(id), ticket);
      void queryClient.invalidateQueries({ queryKey: supportKeys.adminQueues });
    },
  });
}

const path = (id: string, action: string) => `/api/admin/support/tickets/${encodeURIComponent(id)}/${action}`;

export const useAssignTicket = (id: string) =>
  useAdminWrite(id, (assignee: "me" | "nobody") => api.post<AdminTicket>(path(id, "assign"), { assignee }));

export const useAdminReply = (id: string) =>
  useAdminWrite(id, (input: AdminReplyInput) => api.post<AdminTicket>(path(id, "messages"), input));

export const useAdminCloseTicket = (id: string) =>
  useAdminWrite(id, () => api.post<AdminTicket>(path(id, "close")));
