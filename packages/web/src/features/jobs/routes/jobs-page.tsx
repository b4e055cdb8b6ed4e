import { Briefcase } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { QueryState } from "@/components/query-state";
import { Button } from "@/components/ui/button";
import { type JobFilters as Filters, useJobs } from "../api/get-jobs";
import { JobCard } from "../components/job-card";
import { JobFilters } from "../components/job-filters";
import { CommunityJobsHeader, JobsFrame, JobsNav } from "../components/jobs-nav";
import { ListSkeleton } from "../components/list-skeleton";
import { useJobsT } from "../i18n";

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
  const { t } = useJobsT();
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
    <JobsFrame title={t("board.title")}>
      <CommunityJobsHeader />
      <JobsNav />
      <JobFilters key={params.toString()} value={filters} onChange={choose} />
      <QueryState
        query={jobs}
        loading={<ListSkeleton />}
        errorTitle={t("board.error")}
        isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
        empty={{
          icon: Briefcase,
          title: filtered ? t("board.emptyMatch") : t("board.emptyAll"),
          description: filtered ? t("board.emptyMatchHint") : t("board.emptyAllHint"),
          action: filtered ? (
            <Button variant="outline" onClick={clear}>
              {t("board.clear")}
            </Button>
          ) : (
            <Button asChild>
              <Link to="/jobs/create">{t("board.postJob")}</Link>
            </Button>
          ),
        }}
      >
        {(data) => (
          <div className="grid gap-4">
            <ul aria-label={t("board.list")} className="grid gap-3">
              {data.pages.flatMap((page) => page.items.map((job) => <JobCard key={job.id} job={job} />))}
            </ul>
            {jobs.hasNextPage && (
              <Button
                variant="outline"
                className="justify-self-center"
                loading={jobs.isFetchingNextPage}
                onClick={() => void jobs.fetchNextPage()}
              >
                {t("board.more")}
              </Button>
            )}
          </div>
        )}
      </QueryState>
    </JobsFrame>
  );
}
