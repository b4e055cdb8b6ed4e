import type { ApplyInput, CvUpload, JobDetail } from "@saheli/core/contracts/jobs";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { jobKeys } from "./keys";

/** `POST /api/jobs/cv`: her CV (a PDF up to 5 MB), private until she applies with it. */
export function uploadCv(file: File, onProgress?: (fraction: number) => void) {
  const form = new FormData();
  form.append("file", file);
  return api.upload<CvUpload>("/api/jobs/cv", form, { onProgress });
}

/** `POST /api/jobs/{id}/applications`: her profile, a note and the CV she uploaded, if any. */
export function useApply(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApplyInput & { cv_name?: string }) =>
      api.post<JobDetail>(`/api/jobs/${jobId}/applications`, input),
    onSuccess: () => {
      // The page is keyed by its address ({slug}-{id}), so every open job page is asked again.
      void queryClient.invalidateQueries({ queryKey: jobKeys.details });
      void queryClient.invalidateQueries({ queryKey: jobKeys.lists });
      void queryClient.invalidateQueries({ queryKey: jobKeys.applied });
    },
  });
}
