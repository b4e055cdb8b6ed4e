import { Bookmark } from "lucide-react";
import { Link } from "react-router";
import { QueryState } from "@/components/query-state";
import { Button } from "@/components/ui/button";
import { useSavedJobs } from "../api/save-job";
import { JobCard } from "../components/job-card";
import { JobsFrame, JobsNav } from "../components/jobs-nav";
import { ListSkeleton } from "../components/list-skeleton";
import { MembersOnly } from "../components/members-only";
import { useJobsT } from "../i18n";

/** /jobs/saved: the jobs she kept for later (closed ones say so). */
export function Component() {
  return (
    <MembersOnly>
      <Saved />
    </MembersOnly>
  );
}

function Saved() {
  const { t } = useJobsT();
  const saved = useSavedJobs();
  return (
    <JobsFrame title={t("saved.title")}>
      <JobsNav />
      <QueryState
        query={saved}
        loading={<ListSkeleton />}
        errorTitle={t("saved.error")}
        isEmpty={(data) => data.items.length === 0}
        empty={{
          icon: Bookmark,
          title: t("saved.empty"),
          description: t("saved.emptyHint"),
          action: (
            <Button asChild>
              <Link to="/jobs">{t("saved.find")}</Link>
            </Button>
          ),
        }}
      >
        {(data) => (
          <ul aria-label={t("saved.list")} className="grid gap-3">
            {data.items.map((job) => (
              <JobCard key={job.id} job={job} />
            ))}
          </ul>
        )}
      </QueryState>
    </JobsFrame>
  );
}
