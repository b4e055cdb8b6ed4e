import type { MyApplication } from "@saheli/core/contracts/jobs";
import { APPLICATION_STATUS_LABELS, jobPath } from "@saheli/core/jobs";
import { Send } from "lucide-react";
import { Link } from "react-router";
import { QueryState } from "@/components/query-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useMyApplications } from "../api/my-jobs";
import { JobFacts } from "../components/job-facts";
import { JobsFrame, JobsNav } from "../components/jobs-nav";
import { ListSkeleton } from "../components/list-skeleton";
import { MembersOnly } from "../components/members-only";

const dateText = (iso: string) =>
  new Date(iso).toLocaleDateString("en-IN", { day: "numeric", month: "short", year: "numeric" });

/** /jobs/applied: her applications and where each stands, with the poster's words when declined. */
export function Component() {
  return (
    <MembersOnly>
      <Applied />
    </MembersOnly>
  );
}

function Applied() {
  const applications = useMyApplications();
  return (
    <JobsFrame title="Your applications">
      <JobsNav />
      <QueryState
        query={applications}
        loading={<ListSkeleton />}
        errorTitle="We couldn't load your applications"
        isEmpty={(data) => data.items.length === 0}
        empty={{
          icon: Send,
          title: "You haven't applied to a job yet",
          description: "Find a role at a women-led business and apply with your profile.",
          action: (
            <Button asChild>
              <Link to="/jobs">Find jobs</Link>
            </Button>
          ),
        }}
      >
        {(data) => (
          <ul aria-label="Your applications" className="grid gap-3">
            {data.items.map((application) => (
              <ApplicationItem key={application.id} application={application} />
            ))}
          </ul>
        )}
      </QueryState>
    </JobsFrame>
  );
}

function ApplicationItem({ application }: { application: MyApplication }) {
  const { job, status } = application;
  return (
    <li className="grid gap-2 rounded-2xl border border-border bg-card p-4 shadow-card">
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-0.5">
          <h3 className="font-semibold">
            <Link to={jobPath(job)} className="hover:text-primary hover:underline">
              {job.title}
            </Link>
          </h3>
          <p className="truncate text-muted-foreground text-sm">{job.business_name}</p>
        </div>
        <Badge variant={status === "shortlisted" ? "success" : status === "declined" ? "muted" : "accent"}>
          {APPLICATION_STATUS_LABELS[status]}
        </Badge>
      </div>
      <JobFacts job={job} />
      <p className="text-muted-foreground text-xs">Applied {dateText(application.created_at)}</p>
      {status === "declined" && application.decline_message && (
        <blockquote className="rounded-xl bg-muted p-3 text-sm">{application.decline_message}</blockquote>
      )}
      {status === "shortlisted" && (
        <p className="text-sm">
          {job.business_name} shortlisted you.{" "}
          <Link
            to={`/chat?user=${encodeURIComponent(job.poster.id)}`}
            className="text-primary underline-offset-4 hover:underline"
          >
            Message {job.poster.full_name}
          </Link>
        </p>
      )}
    </li>
  );
}
