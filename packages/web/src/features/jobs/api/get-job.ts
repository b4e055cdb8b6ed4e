import type { JobDetail } from "@saheli/core/contracts/jobs";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { jobKeys } from "./keys";

/** `GET /api/jobs/{slug}-{id}`: the job page, with her own save and application. */
export function useJob(id: string) {
  return useQuery({
    queryKey: jobKeys.detail(id),
    queryFn: ({ signal }) => api.get<JobDetail>(`/api/jobs/${encodeURIComponent(id)}`, { signal }),
  });
}
