import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** `POST /api/reports` for a comment: the moderators see it in their queue. */
export function useReportComment(commentId: string) {
  return useMutation({
    mutationFn: (input: { reason: string; description?: string }) =>
      api.post<{ id: string; message: string }>("/api/reports", {
        target_type: "comment",
        target_id: commentId,
        reason: input.reason,
        details: input.description ?? null,
      }),
  });
}
