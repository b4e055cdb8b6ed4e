import type { JobCard } from "@saheli/core/contracts/jobs";
import { Briefcase, CalendarClock, IndianRupee, MapPin } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { useJobsT } from "../i18n";
import { useJobWords } from "../lib/job-words";

/** Where, what kind, the pay and the closing date, as one line of facts. */
export function JobFacts({ job }: { job: JobCard }) {
  const { t } = useJobsT();
  const words = useJobWords();
  const place = [job.is_remote ? t("facts.remote") : null, job.location || null].filter(Boolean).join(" · ");
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground text-sm">
      <li className="flex items-center gap-1">
        <MapPin aria-hidden className="size-4" /> {place}
      </li>
      <li className="flex items-center gap-1">
        <Briefcase aria-hidden className="size-4" /> {words.type(job.job_type)}
      </li>
      <li className="flex items-center gap-1 font-medium text-foreground">
        <IndianRupee aria-hidden className="size-4" /> {words.pay(job)}
      </li>
      <li className="flex items-center gap-1">
        <CalendarClock aria-hidden className="size-4" /> {words.closing(job, new Date())}
      </li>
    </ul>
  );
}

/** Closed, or where her own application stands. */
export function JobStatus({ job }: { job: JobCard }) {
  const { t } = useJobsT();
  const words = useJobWords();
  if (!job.is_open) return <Badge variant="muted">{t("facts.closed")}</Badge>;
  if (!job.application_status) return null;
  const variant =
    job.application_status === "shortlisted"
      ? "success"
      : job.application_status === "declined"
        ? "muted"
        : "accent";
  return <Badge variant={variant}>{words.status(job.application_status)}</Badge>;
}
