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
import { useJobsT } from "../i18n";

/** /jobs/posted/{id}: the applications to her job, newest first (its poster only). */
export function Component() {
  return (
    <MembersOnly>
      <ApplicationsInbox />
    </MembersOnly>
  );
}

function ApplicationsInbox() {
  const { t } = useJobsT();
  const { id = "" } = useParams();
  const applications = useApplications(id);
  const job = applications.data?.job;
  return (
    <JobsFrame title={job ? t("applications.title", { title: job.title }) : t("applications.fallbackTitle")}>
      <Button asChild variant="link" className="justify-self-start">
        <Link to="/jobs/posted">
          <ArrowLeft aria-hidden /> {t("applications.back")}
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
        errorTitle={t("applications.error")}
        isEmpty={(data) => data.items.length === 0}
        empty={{
          icon: Inbox,
          title: t("applications.empty"),
          description: t("applications.emptyHint"),
        }}
      >
        {(data) => (
          <ul aria-label={t("applications.list")} className="grid gap-3">
            {data.items.map((application) => (
              <ApplicationCard key={application.id} application={application} />
            ))}
          </ul>
        )}
      </QueryState>
    </JobsFrame>
  );
}
