import { Briefcase } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { QueryState } from "@/components/query-state";
import { Button } from "@/components/ui/button";
import { type JobFilters as Filters, useJobs } from "../api/get-jobs";
import { JobCard } from "../components/job-card";
import { JobFilters } from "../components/job-filters";
import { CommunityJobsHeader, JobsFrame, JobsNav } from "../components/jobs-nav";
import { ListSkeleton } from "../components/list-skeleton";

const KEYS = ["q", "location", "remote", "type", "pay", "skills", "poster", "shop"] as const;

function filtersOf(params: URLSearchParams): Filters {
  const pay = Number(params.get("pay"));
  return {
    q: params.get("q") ?? undefined,
    location: params.get("location") ?? undefined,
    remote: params.get("remote") === "true" ? "true" : undefined,
    type: params.get("type") ?? undefined,
    pay: Number.isFinite(pay) && pay > 0 ? pay : undefined,
    skills: params.get("skills") ?? undefined,
    poster: params.get("poster") ?? undefined,
    shop: params.get("shop") ?? undefined,
  };
}

/** /jobs and /community/jobs: open jobs at women-led businesses, searched and filtered from the address. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const jobs = useJobs(filters);
  const choose = (next: Filters) => {
    const entries = KEYS.flatMap((key) => {
      const value = next[key];
      return value === undefined || value === "" ? [] : [[key, String(value)] as [string, string]];
    });
    setParams(entries, { replace: true });
  };
  const filtered = KEYS.some((key) => params.get(key));
  const clear = () => choose({});
  return (
    <JobsFrame title="Jobs">
      <CommunityJobsHeader />
      <JobsNav />
      <JobFilters key={params.toString()} value={filters} onChange={choose} />
      <QueryState
        query={jobs}
        loading={<ListSkeleton />}
        errorTitle="We couldn't load the jobs"
        isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
        empty={{
          icon: Briefcase,
          title: filtered ? "No open jobs match your search" : "No open jobs yet",
          description: filtered
            ? "Try fewer filters or other words."
            : "Hiring for your business or shop? Post the first job.",
          action: filtered ? (
            <Button variant="outline" onClick={clear}>
              Clear filters
            </Button>
          ) : (
            <Button asChild>
              <Link to="/jobs/create">Post Job</Link>
            </Button>
          ),
        }}
      >
        {(data) => (
          <div className="grid gap-4">
            <ul aria-label="Open jobs" className="grid gap-3">
              {data.pages.flatMap((page) => page.items.map((job) => <JobCard key={job.id} job={job} />))}
            </ul>
            {jobs.hasNextPage && (
              <Button
                variant="outline"
                className="justify-self-center"
                loading={jobs.isFetchingNextPage}
                onClick={() => void jobs.fetchNextPage()}
              >
                Show more jobs
              </Button>
            )}
          </div>
        )}
      </QueryState>
    </JobsFrame>
  );
}
