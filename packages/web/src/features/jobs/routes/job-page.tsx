import type { JobDetail } from "@saheli/core/contracts/jobs";
import { JobMessages } from "@saheli/core/jobs";
import { profilePath } from "@saheli/core/profile";
import { ArrowLeft, Inbox, Pencil, SearchX } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { QueryState } from "@/components/query-state";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/error-message";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useMemberGate } from "@/lib/session/member-gate";
import { useSession } from "@/lib/session/use-session";
import { useJob } from "../api/get-job";
import { useCloseJob } from "../api/post-job";
import { ApplyDialog } from "../components/apply-dialog";
import { JobFacts, JobStatus } from "../components/job-facts";
import { JobsFrame } from "../components/jobs-nav";
import { SaveJobButton } from "../components/save-job-button";
import { SaveToCollectionButton } from "../components/save-to-collection-button";
import { useJobsT } from "../i18n";

/** /community/jobs/{slug}-{id}: the job, who is hiring, and Apply (or, for its poster, her applications). */
export function Component() {
  const { t } = useJobsT();
  const messageIn = useMessageIn();
  const { slugId = "" } = useParams();
  const job = useJob(slugId);
  return (
    <JobsFrame
      title={
        job.data
          ? t("job.title", { title: job.data.title, business: job.data.business_name })
          : t("job.fallbackTitle")
      }
    >
      <Button asChild variant="link" className="justify-self-start">
        <Link to="/community/jobs">
          <ArrowLeft aria-hidden /> {t("job.all")}
        </Link>
      </Button>
      <QueryState
        query={job}
        loading={<Skeleton className="h-96 rounded-2xl" />}
        errorTitle={t("job.error")}
        empty={{ icon: SearchX, title: messageIn(JobMessages.notFound) }}
      >
        {(data) => <JobView job={data} />}
      </QueryState>
    </JobsFrame>
  );
}

function JobView({ job }: { job: JobDetail }) {
  const { t } = useJobsT();
  return (
    <article className="grid gap-5 rounded-2xl bg-card p-4 shadow-card ring-1 ring-border sm:p-6">
      <header className="grid gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h1 className="font-display font-semibold text-2xl text-foreground sm:text-3xl">{job.title}</h1>
          <JobStatus job={job} />
        </div>
        <p className="text-muted-foreground">
          {job.shop ? (
            <Link to={`/shop/${job.shop.slug}`} className="font-medium text-foreground hover:underline">
              {job.business_name}
            </Link>
          ) : (
            <span className="font-medium text-foreground">{job.business_name}</span>
          )}
        </p>
        <JobFacts job={job} />
      </header>
      <JobActions job={job} />
      {job.skills.length > 0 && (
        <section aria-labelledby="job-skills" className="grid gap-2">
          <h2 id="job-skills" className="font-semibold">
            {t("job.skills")}
          </h2>
          <ul className="flex flex-wrap gap-1.5">
            {job.skills.map((skill) => (
              <li key={skill} className="rounded-full bg-muted px-3 py-1 text-sm">
                {skill}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="job-about" className="grid gap-2">
        <h2 id="job-about" className="font-semibold">
          {t("job.about")}
        </h2>
        <p className="whitespace-pre-line break-words text-foreground/90">{job.description}</p>
      </section>
      <section aria-labelledby="job-how" className="grid gap-2">
        <h2 id="job-how" className="font-semibold">
          {t("job.how")}
        </h2>
        <p className="whitespace-pre-line break-words text-foreground/90">{job.how_to_apply}</p>
      </section>
      <section aria-labelledby="job-poster" className="flex items-center gap-3 border-border border-t pt-4">
        <Avatar name={job.poster.full_name} src={job.poster.avatar_url} size="md" />
        <div className="grid">
          <h2 id="job-poster" className="text-muted-foreground text-xs">
            {t("job.postedBy")}
          </h2>
          <Link to={profilePath(job.poster)} className="font-medium hover:underline">
            {job.poster.full_name}
          </Link>
        </div>
      </section>
    </article>
  );
}

function JobActions({ job }: { job: JobDetail }) {
  const { t } = useJobsT();
  const messageIn = useMessageIn();
  const session = useSession();
  const gate = useMemberGate();
  const [applying, setApplying] = useState(false);
  const [closing, setClosing] = useState(false);
  const close = useCloseJob(job.id);
  if (job.is_own) {
    return (
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to={`/jobs/posted/${job.id}`}>
            <Inbox aria-hidden /> {t("job.applications", { count: job.application_count ?? 0 })}
          </Link>
        </Button>
        {job.is_open && (
          <>
            <Button asChild variant="outline">
              <Link to={`/jobs/posted/${job.id}/edit`}>
                <Pencil aria-hidden /> {t("job.edit")}
              </Link>
            </Button>
            <Button variant="outline" onClick={() => setClosing(true)}>
              {t("job.close")}
            </Button>
          </>
        )}
        <ConfirmDialog
          open={closing}
          onOpenChange={setClosing}
          title={t("job.closeTitle")}
          description={t("job.closeDescription")}
          confirmLabel={t("job.close")}
          pending={close.isPending}
          onConfirm={() =>
            close.mutate(undefined, {
              onSuccess: () => {
                setClosing(false);
                toast.success(t("job.closed"));
              },
              onError: (error) => toast.error(errorMessage(error)),
            })
          }
        />
      </div>
    );
  }
  const status = job.application_status;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {status ? (
        <p className="font-medium text-sm">
          {status === "submitted" ? t("job.youApplied") : t(`job.yourApplication.${status}`)}{" "}
          <Link to="/jobs/applied" className="text-primary underline-offset-4 hover:underline">
            {t("job.yourApplications")}
          </Link>
        </p>
      ) : job.is_open ? (
        <Button size="lg" onClick={() => gate.allow() && setApplying(true)}>
          {t("job.apply")}
        </Button>
      ) : (
        <p className="font-medium text-muted-foreground text-sm">
          {t("job.closedSentence", { message: messageIn(JobMessages.closed) })}
        </p>
      )}
      <SaveJobButton job={job} />
      <SaveToCollectionButton job={job} />
      {session.status === "signed-in" && (
        <ApplyDialog
          job={job}
          profilePath={profilePath(session.user)}
          open={applying}
          onOpenChange={setApplying}
        />
      )}
    </div>
  );
}
