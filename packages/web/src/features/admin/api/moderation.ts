import type { ModerationAction, ReportKind } from "@saheli/core/admin";
import type { ModerationItem } from "@saheli/core/contracts/admin";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { adminKeys } from "./keys";

export type QueueStatus = "open" | "closed";

/** `GET /api/admin/moderation`: the reports queue. */
export function useModerationQueue(status: QueueStatus, kind: ReportKind | "") {
  return useQuery({
    queryKey: adminKeys.moderationList(status, kind),
    queryFn: ({ signal }) =>
      api.get<{ items: ModerationItem[] }>("/api/admin/moderation", {
        query: { status, ...(kind ? { kind } : {}) },
        signal,
      }),
    meta: SIGNED_IN_ONLY,
  });
}

/** `POST /api/admin/moderation/{id}/action`; the queue, figures and log refresh. */
export function useModerate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { reportId: string; action: ModerationAction; reason: string }) =>
      api.post<{ status: string; reports_closed: number }>(
        `/api/admin/moderation/${encodeURIComponent(input.reportId)}/action`,
        { action: input.action, reason: input.reason },
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** `POST /api/admin/moderation/restore`: show again what a moderator hid. */
export function useRestore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: ReportKind; target_id: string; reason: string }) =>
      api.post("/api/admin/moderation/restore", input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
