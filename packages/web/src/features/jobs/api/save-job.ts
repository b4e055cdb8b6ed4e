import type { JobCard } from "@saheli/core/contracts/jobs";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { jobKeys } from "./keys";

/** `PUT|DELETE /api/jobs/{id}/save`: keeps a job for later, or lets it go. */
export function useSaveJob(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: boolean) =>
      save ? api.put<null>(`/api/jobs/${jobId}/save`) : api.delete<null>(`/api/jobs/${jobId}/save`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}

/** `GET /api/jobs/saved`: the jobs she saved. */
export function useSavedJobs() {
  return useQuery({
    queryKey: jobKeys.saved,
    queryFn: ({ signal }) => api.get<{ items: JobCard[] }>("/api/jobs/saved", { signal }),
    meta: SIGNED_IN_ONLY,
  });
}
