import type { Application, ApplicationDecision, Applications } from "@saheli/core/contracts/jobs";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { jobKeys } from "./keys";

/** `GET /api/jobs/{id}/applications`: the applications to her job. */
export function useApplications(jobId: string) {
  return useQuery({
    queryKey: jobKeys.applications(jobId),
    queryFn: ({ signal }) => api.get<Applications>(`/api/jobs/${jobId}/applications`, { signal }),
    meta: SIGNED_IN_ONLY,
  });
}

/** `PATCH /api/jobs/applications/{id}`: shortlists or declines; the applicant is told. */
export function useDecide(jobId: string, applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ApplicationDecision) =>
      api.patch<Application>(`/api/jobs/applications/${applicationId}`, decision),
    onSuccess: (updated) => {
      queryClient.setQueryData<Applications>(
        jobKeys.applications(jobId),
        (current) =>
          current && {
            ...current,
            items: current.items.map((item) => (item.id === updated.id ? updated : item)),
          },
      );
      void queryClient.invalidateQueries({ queryKey: jobKeys.applications(jobId) });
      void queryClient.invalidateQueries({ queryKey: jobKeys.posted });
    },
  });
}
