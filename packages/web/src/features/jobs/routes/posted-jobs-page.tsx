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

/** /jobs/posted: the jobs she posted, each with its applications and how many wait for her answer. */
export function Component() {
  return (
    <MembersOnly>
      <Posted />
    </MembersOnly>
  );
}

function Posted() {
  const posted = usePostedJobs();
  return (
    <JobsFrame title="Jobs you posted">
      <JobsNav />
      <QueryState
        query={posted}
        loading={<ListSkeleton />}
        errorTitle="We couldn't load the jobs you posted"
        isEmpty={(data) => data.items.length === 0}
        empty={{
          icon: Briefcase,
          title: "You haven't posted a job yet",
          description:
            "Hiring for your business or shop? Women in the community can apply with their profile.",
          action: (
            <Button asChild>
              <Link to="/jobs/create">Post Job</Link>
            </Button>
          ),
        }}
      >
        {(data) => (
          <ul aria-label="Jobs you posted" className="grid gap-3">
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
            <Inbox aria-hidden /> {count === 1 ? "1 application" : `${count} applications`}
          </Link>
        </Button>
        {job.is_open && (
          <Button asChild size="sm" variant="ghost">
            <Link to={`/jobs/posted/${job.id}/edit`} aria-label={`Edit ${job.title}`}>
              <Pencil aria-hidden /> Edit
            </Link>
          </Button>
        )}
        {job.waiting_count > 0 && (
          <span className="text-muted-foreground text-sm">{job.waiting_count} waiting for your answer</span>
        )}
      </div>
    </li>
  );
}
