import type { JobPage } from "@saheli/core/contracts/jobs";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { jobKeys } from "./keys";

/** The filters as the address carries them (`?q=&location=&remote=&type=&pay=&skills=`), and poster or shop. */
export type JobFilters = {
  q?: string;
  location?: string;
  remote?: "true";
  /** Comma-separated job types. */
  type?: string;
  /** At least this much a month. */
  pay?: number;
  /** Comma-separated skills. */
  skills?: string;
  poster?: string;
  shop?: string;
  limit?: number;
};

/** `GET /api/jobs`: open jobs, newest first, a page at a time. */
export const jobsQuery = (filters: JobFilters) =>
  infiniteQueryOptions({
    queryKey: jobKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      api.get<JobPage>("/api/jobs", {
        query: { ...stringsOf(filters), cursor: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: JobPage) => last.next_cursor ?? undefined,
  });

function stringsOf(filters: JobFilters): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(filters).map(([key, value]) => [
      key,
      value === undefined || value === "" ? undefined : String(value),
    ]),
  );
}

export function useJobs(filters: JobFilters) {
  return useInfiniteQuery(jobsQuery(filters));
}
