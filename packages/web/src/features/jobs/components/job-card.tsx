import type { JobCard as Job } from "@saheli/core/contracts/jobs";
import { jobPath } from "@saheli/core/jobs";
import { Link } from "react-router";
import { useJobsT } from "../i18n";
import { JobFacts, JobStatus } from "./job-facts";
import { SaveJobButton } from "./save-job-button";

/** One job in a list: title to its page, who is hiring, the facts, skills, and Save. */
export function JobCard({ job }: { job: Job }) {
  const { t } = useJobsT();
  return (
    <li className="grid gap-2 rounded-2xl border border-border bg-card p-4 shadow-card">
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-0.5">
          <h3 className="font-semibold text-base text-foreground">
            <Link to={jobPath(job)} className="hover:text-primary hover:underline">
              {job.title}
            </Link>
          </h3>
          <p className="truncate text-muted-foreground text-sm">
            {job.shop ? (
              <Link to={`/shop/${job.shop.slug}`} className="hover:underline">
                {job.business_name}
              </Link>
            ) : (
              job.business_name
            )}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <JobStatus job={job} />
          <SaveJobButton job={job} compact />
        </div>
      </div>
      <JobFacts job={job} />
      {job.skills.length > 0 && (
        <ul aria-label={t("card.skills")} className="flex flex-wrap gap-1.5">
          {job.skills.map((skill) => (
            <li key={skill} className="rounded-full bg-muted px-2.5 py-0.5 text-muted-foreground text-xs">
              {skill}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
