import type { JobDetail, JobInput } from "@saheli/core/contracts/jobs";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { jobKeys } from "./keys";

/** `POST /api/jobs`: posts her job; the board and her posted jobs show it. */
export function usePostJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: JobInput) => api.post<JobDetail>("/api/jobs", input),
    onSuccess: (job) => {
      queryClient.setQueryData(jobKeys.detail(`${job.slug}-${job.id}`), job);
      void queryClient.invalidateQueries({ queryKey: jobKeys.lists });
      void queryClient.invalidateQueries({ queryKey: jobKeys.posted });
    },
  });
}

/** `POST /api/jobs/{id}/close`: closes her job before its date. */
export function useCloseJob(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<JobDetail>(`/api/jobs/${jobId}/close`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
