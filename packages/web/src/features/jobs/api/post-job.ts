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

/** `PATCH /api/jobs/{id}`: rewrites her open job; its page and the lists show the change. */
export function useEditJob(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: JobInput) => api.patch<JobDetail>(`/api/jobs/${jobId}`, input),
    onSuccess: (job) => {
      queryClient.setQueryData(jobKeys.detail(`${job.slug}-${job.id}`), job);
      void queryClient.invalidateQueries({ queryKey: jobKeys.all });
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
