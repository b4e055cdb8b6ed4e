import { Bookmark } from "lucide-react";
import { Link } from "react-router";
import { QueryState } from "@/components/query-state";
import { Button } from "@/components/ui/button";
import { useSavedJobs } from "../api/save-job";
import { JobCard } from "../components/job-card";
import { JobsFrame, JobsNav } from "../components/jobs-nav";
import { ListSkeleton } from "../components/list-skeleton";
import { MembersOnly } from "../components/members-only";

/** /jobs/saved: the jobs she kept for later (closed ones say so). */
export function Component() {
  return (
    <MembersOnly>
      <Saved />
    </MembersOnly>
  );
}

function Saved() {
  const saved = useSavedJobs();
  return (
    <JobsFrame title="Saved jobs">
      <JobsNav />
      <QueryState
        query={saved}
        loading={<ListSkeleton />}
        errorTitle="We couldn't load your saved jobs"
        isEmpty={(data) => data.items.length === 0}
        empty={{
          icon: Bookmark,
          title: "No saved jobs yet",
          description: "Save a job to come back to it before it closes.",
          action: (
            <Button asChild>
              <Link to="/jobs">Find jobs</Link>
            </Button>
          ),
        }}
      >
        {(data) => (
          <ul aria-label="Saved jobs" className="grid gap-3">
            {data.items.map((job) => (
              <JobCard key={job.id} job={job} />
            ))}
          </ul>
        )}
      </QueryState>
    </JobsFrame>
  );
}
