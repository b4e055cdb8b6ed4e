import { jobPath } from "@saheli/core/jobs";
import { ArrowLeft, Inbox } from "lucide-react";
import { Link, useParams } from "react-router";
import { QueryState } from "@/components/query-state";
import { Button } from "@/components/ui/button";
import { useApplications } from "../api/applications";
import { ApplicationCard } from "../components/application-card";
import { JobFacts } from "../components/job-facts";
import { JobsFrame } from "../components/jobs-nav";
import { ListSkeleton } from "../components/list-skeleton";
import { MembersOnly } from "../components/members-only";

/** /jobs/posted/{id}: the applications to her job, newest first (its poster only). */
export function Component() {
  return (
    <MembersOnly>
      <ApplicationsInbox />
    </MembersOnly>
  );
}

function ApplicationsInbox() {
  const { id = "" } = useParams();
  const applications = useApplications(id);
  const job = applications.data?.job;
  return (
    <JobsFrame title={job ? `Applications for ${job.title}` : "Applications"}>
      <Button asChild variant="link" className="justify-self-start">
        <Link to="/jobs/posted">
          <ArrowLeft aria-hidden /> Jobs you posted
        </Link>
      </Button>
      {job && (
        <div className="grid gap-1">
          <h2 className="font-display font-semibold text-2xl">
            <Link to={jobPath(job)} className="hover:underline">
              {job.title}
            </Link>
          </h2>
          <JobFacts job={job} />
        </div>
      )}
      <QueryState
        query={applications}
        loading={<ListSkeleton />}
        errorTitle="We couldn't load the applications"
        isEmpty={(data) => data.items.length === 0}
        empty={{
          icon: Inbox,
          title: "No applications yet",
          description: "When someone applies, she shows here and you get a notification.",
        }}
      >
        {(data) => (
          <ul aria-label="Applications" className="grid gap-3">
            {data.items.map((application) => (
              <ApplicationCard key={application.id} application={application} />
            ))}
          </ul>
        )}
      </QueryState>
    </JobsFrame>
  );
}
