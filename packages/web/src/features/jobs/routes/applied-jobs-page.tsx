import type { MyApplication } from "@saheli/core/contracts/jobs";
import { jobPath } from "@saheli/core/jobs";
import { Send } from "lucide-react";
import { Link } from "react-router";
import { QueryState } from "@/components/query-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useMyApplications } from "../api/my-jobs";
import { JobFacts } from "../components/job-facts";
import { JobsFrame, JobsNav } from "../components/jobs-nav";
import { ListSkeleton } from "../components/list-skeleton";
import { MembersOnly } from "../components/members-only";
import { useJobsT } from "../i18n";

const dateText = (iso: string, locale: string) =>
  new Date(iso).toLocaleDateString(locale, { day: "numeric", month: "short", year: "numeric" });

/** /jobs/applied: her applications and where each stands, with the poster's words when declined. */
export function Component() {
  return (
    <MembersOnly>
      <Applied />
    </MembersOnly>
  );
}

function Applied() {
  const { t } = useJobsT();
  const applications = useMyApplications();
  return (
    <JobsFrame title={t("applied.title")}>
      <JobsNav />
      <QueryState
        query={applications}
        loading={<ListSkeleton />}
        errorTitle={t("applied.error")}
        isEmpty={(data) => data.items.length === 0}
        empty={{
          icon: Send,
          title: t("applied.empty"),
          description: t("applied.emptyHint"),
          action: (
            <Button asChild>
              <Link to="/jobs">{t("applied.find")}</Link>
            </Button>
          ),
        }}
      >
        {(data) => (
          <ul aria-label={t("applied.list")} className="grid gap-3">
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
  const { t } = useJobsT();
  const locale = useIntlLocale();
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
          {t(`status.${status}`)}
        </Badge>
      </div>
      <JobFacts job={job} />
      <p className="text-muted-foreground text-xs">
        {t("applied.on", { date: dateText(application.created_at, locale) })}
      </p>
      {status === "declined" && application.decline_message && (
        <blockquote className="rounded-xl bg-muted p-3 text-sm">{application.decline_message}</blockquote>
      )}
      {status === "shortlisted" && (
        <p className="text-sm">
          {t("applied.shortlistedYou", { business: job.business_name })}{" "}
          <Link
            to={`/chat?user=${encodeURIComponent(job.poster.id)}`}
            className="text-primary underline-offset-4 hover:underline"
          >
            {t("applied.message", { name: job.poster.full_name })}
          </Link>
        </p>
      )}
    </li>
  );
}
