import { useQuery } from "@tanstack/react-query";
import { api, isApiError } from "@/lib/api-client";

/**
 * Whether Saheli's support desk is there to take a ticket: `GET /api/support/tickets` answers (her tickets, or a
 * 401 for a visitor). Only a 404 — no ticket API on this server — hides "Talk to a person".
 */
export async function ticketDeskAvailable(signal?: AbortSignal): Promise<boolean> {
  try {
    await api.get<unknown>("/api/support/tickets", { signal });
    return true;
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) return true;
    return false;
  }
}

export function useTicketDesk(enabled: boolean) {
  return useQuery({
    queryKey: ["assistant", "ticket-desk"],
    queryFn: ({ signal }) => ticketDeskAvailable(signal),
    enabled,
    staleTime: 10 * 60_000,
    retry: false,
  });
}
