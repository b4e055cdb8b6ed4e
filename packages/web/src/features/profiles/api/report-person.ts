import type { ReportRequest } from "@saheli/core/contracts/people";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** `POST /api/people/{id}/report` `{ reason, details }`: a moderation record for the team to review. */
export function reportPerson({ personId, report }: { personId: string; report: ReportRequest }) {
  return api.post<unknown>(`/api/people/${encodeURIComponent(personId)}/report`, report);
}

export function useReportPerson() {
  return useMutation({ mutationFn: reportPerson });
}
