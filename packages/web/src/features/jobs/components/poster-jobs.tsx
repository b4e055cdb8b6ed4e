import { JobLimits } from "@saheli/core/jobs";
import { Briefcase } from "lucide-react";
import { Link } from "react-router";
import type { PosterJobsProps } from "@/components/poster-jobs-slot";
import { Button } from "@/components/ui/button";
import { useJobs } from "../api/get-jobs";
import { useJobsT } from "../i18n";
import { JobCard } from "./job-card";

/** A small section on her profile or shop page: its open jobs, or (for her) a way to post one. */
export function PosterJobsSection({ posterId, shopId, name, own }: PosterJobsProps) {
  const { t } = useJobsT();
  const jobs = useJobs({ poster: posterId, shop: shopId, limit: JobLimits.posterSectionMax });
  const items = jobs.data?.pages[0]?.items ?? [];
  if (items.length === 0 && !own) return null;
  const all = shopId ? `/jobs?shop=${shopId}` : `/jobs?poster=${posterId}`;
  const heading = own
    ? t("poster.own")
    : shopId
      ? t("poster.atShop", { name })
      : t("poster.hiring", { name });
  return (
    <section aria-labelledby="poster-jobs" className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="poster-jobs" className="flex items-center gap-2 font-semibold text-lg">
          <Briefcase aria-hidden className="size-5 text-primary" /> {heading}
        </h2>
        {own && (
          <Button asChild size="sm" variant="outline">
            <Link to="/jobs/create">{t("poster.postJob")}</Link>
          </Button>
        )}
      </div>
      {items.length > 0 ? (
        <ul aria-label={heading} className="grid gap-3">
          {items.map((job) => (
            <JobCard key={job.id} job={job} />
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground text-sm">{t("poster.none")}</p>
      )}
      {jobs.hasNextPage && (
        <Link to={all} className="text-primary text-sm underline-offset-4 hover:underline">
          {t("poster.seeAll")}
        </Link>
      )}
    </section>
  );
}
