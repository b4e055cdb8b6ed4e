import type { JobFilters } from "./get-jobs";

const all = ["jobs"] as const;

/** Jobs: the board by its filters, one job, hers (saved, applied, posted) and a job's applications. */
export const jobKeys = {
  all,
  lists: [...all, "list"] as const,
  list: (filters: JobFilters) => [...all, "list", filters] as const,
  details: [...all, "detail"] as const,
  /** By the page's address: `{slug}-{id}` (or the id). */
  detail: (address: string) => [...all, "detail", address] as const,
  saved: [...all, "saved"] as const,
  applied: [...all, "applied"] as const,
  posted: [...all, "posted"] as const,
  applications: (jobId: string) => [...all, "applications", jobId] as const,
};
