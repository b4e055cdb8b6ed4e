import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** `POST /api/reports` for a listing: the moderators see it in their queue. */
export function useReportListing(listingId: string) {
  return useMutation({
    mutationFn: (input: { reason: string; details?: string }) =>
      api.post<{ id: string; message: string }>("/api/reports", {
        target_type: "listing",
        target_id: listingId,
        reason: input.reason,
        details: input.details ?? null,
      }),
  });
}
