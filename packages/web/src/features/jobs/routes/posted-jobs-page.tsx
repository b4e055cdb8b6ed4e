import type { PostedJob } from "@saheli/core/contracts/jobs";
import { jobPath } from "@saheli/core/jobs";
import { Briefcase, Inbox, Pencil } from "lucide-react";
import { Link } from "react-router";
import { QueryState } from "@/components/query-state";
import { Button } from "@/components/ui/button";
import { usePostedJobs } from "../api/my-jobs";
import { JobFacts, JobStatus } from "../components/job-facts";
import { JobsFrame, JobsNav } from "../components/jobs-nav";
import { ListSkeleton } from "../components/list-skeleton";
import { MembersOnly } from "../components/members-only";
import { useJobsT } from "../i18n";

/** /jobs/posted: the jobs she posted, each with its applications and how many wait for her answer. */
export function Component() {
  return (
    <MembersOnly>
      <Posted />
    </MembersOnly>
  );
}

function Posted() {
  const { t } = useJobsT();
  const posted = usePostedJobs();
  return (
    <JobsFrame title={t("posted.title")}>
      <JobsNav />
      <QueryState
        query={posted}
        loading={<ListSkeleton />}
        errorTitle={t("posted.error")}
        isEmpty={(data) => data.items.length === 0}
        empty={{
          icon: Briefcase,
          title: t("posted.empty"),
          description: t("posted.emptyHint"),
          action: (
            <Button asChild>
              <Link to="/jobs/create">{t("posted.postJob")}</Link>
            </Button>
          ),
        }}
      >
        {(data) => (
          <ul aria-label={t("posted.list")} className="grid gap-3">
            {data.items.map((job) => (
              <PostedItem key={job.id} job={job} />
            ))}
          </ul>
        )}
      </QueryState>
    </JobsFrame>
  );
}

function PostedItem({ job }: { job: PostedJob }) {
  const { t } = useJobsT();
  const count = job.application_count;
  return (
    <li className="grid gap-2 rounded-2xl border border-border bg-card p-4 shadow-card">
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 font-semibold">
          <Link to={jobPath(job)} className="hover:text-primary hover:underline">
            {job.title}
          </Link>
        </h3>
        <JobStatus job={job} />
      </div>
      <JobFacts job={job} />
      <div className="flex flex-wrap items-center gap-3">
        <Button asChild size="sm" variant={job.waiting_count > 0 ? "primary" : "outline"}>
          <Link to={`/jobs/posted/${job.id}`}>
            <Inbox aria-hidden /> {t("posted.applications", { count })}
          </Link>
        </Button>
        {job.is_open && (
          <Button asChild size="sm" variant="ghost">
            <Link to={`/jobs/posted/${job.id}/edit`} aria-label={t("posted.editNamed", { title: job.title })}>
              <Pencil aria-hidden /> {t("posted.edit")}
            </Link>
          </Button>
        )}
        {job.waiting_count > 0 && (
          <span className="text-muted-foreground text-sm">
            {t("posted.waiting", { count: job.waiting_count })}
          </span>
        )}
      </div>
    </li>
  );
}
