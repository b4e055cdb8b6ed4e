import type { SupportTicket, SupportTicketInput, SupportTicketSummary } from "@saheli/core/contracts/support";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { supportKeys } from "./keys";

/** `GET /api/support/tickets`: her tickets, latest news first. */
export function useMyTickets(enabled = true) {
  return useQuery({
    queryKey: supportKeys.myTickets,
    queryFn: ({ signal }) => api.get<{ tickets: SupportTicketSummary[] }>("/api/support/tickets", { signal }),
    enabled,
  });
}

/** `GET /api/support/tickets/{id}`: one of hers with its thread; refreshed while she looks at it. */
export function useTicket(id: string) {
  return useQuery({
    queryKey: supportKeys.ticket(id),
    queryFn: ({ signal }) =>
      api.get<SupportTicket>(`/api/support/tickets/${encodeURIComponent(id)}`, { signal }),
    refetchInterval: 60_000,
  });
}

function useTicketWrite<V>(write: (input: V) => Promise<SupportTicket>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (ticket) => {
      queryClient.setQueryData(supportKeys.ticket(ticket.id), ticket);
      void queryClient.invalidateQueries({ queryKey: supportKeys.myTickets, exact: true });
    },
  });
}

/** `POST /api/support/tickets`: "Talk to a person". */
export function useOpenTicket() {
  return useTicketWrite((input: SupportTicketInput) =>
    api.post<SupportTicket>("/api/support/tickets", input),
  );
}

/** `POST /api/support/tickets/{id}/messages`: her reply. */
export function useReplyToTicket(id: string) {
  return useTicketWrite((body: string) =>
    api.post<SupportTicket>(`/api/support/tickets/${encodeURIComponent(id)}/messages`, { body }),
  );
}

/** `POST /api/support/tickets/{id}/close`: her problem is solved. */
export function useCloseTicket(id: string) {
  return useTicketWrite(() =>
    api.post<SupportTicket>(`/api/support/tickets/${encodeURIComponent(id)}/close`),
  );
}
