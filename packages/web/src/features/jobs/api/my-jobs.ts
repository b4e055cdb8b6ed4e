import type { MyApplication, PostedJob } from "@saheli/core/contracts/jobs";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { jobKeys } from "./keys";

/** `GET /api/jobs/applied`: her applications and where each stands. */
export function useMyApplications() {
  return useQuery({
    queryKey: jobKeys.applied,
    queryFn: ({ signal }) => api.get<{ items: MyApplication[] }>("/api/jobs/applied", { signal }),
    meta: SIGNED_IN_ONLY,
  });
}

/** `GET /api/jobs/posted`: the jobs she posted, with how many applied and how many wait for her. */
export function usePostedJobs() {
  return useQuery({
    queryKey: jobKeys.posted,
    queryFn: ({ signal }) => api.get<{ items: PostedJob[] }>("/api/jobs/posted", { signal }),
    meta: SIGNED_IN_ONLY,
  });
}
