import { ArrowLeft, RefreshCw, ShieldAlert, ShieldCheck, WifiOff } from "lucide-react";
import { Link } from "react-router";
import { PageLoading } from "@/components/page-loading";
import { SignInRequired } from "@/components/sign-in-required";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useSession } from "@/lib/session/use-session";
import { useReviewQueue } from "../api/review-queue";
import { CriteriaPanel } from "../components/criteria-panel";
import { QueueItem } from "../components/queue-item";
import { useVerificationT } from "../i18n";

/** /admin/verifications: the review queue beside the written criteria (admins, role A). */
export function Component() {
  const { t } = useVerificationT();
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out") {
    return <SignInRequired description={t("review.signIn")} />;
  }
  return (
    <>
      <title>{t("review.title")}</title>
      <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:px-6 lg:py-10">
        <Button asChild variant="link" className="justify-self-start">
          <Link to="/">
            <ArrowLeft aria-hidden /> {t("review.back")}
          </Link>
        </Button>
        {session.profile.role === "A" ? (
          <Reviews />
        ) : (
          <EmptyState
            icon={ShieldAlert}
            headingLevel="h1"
            title={t("review.notAdmin.title")}
            description={t("review.notAdmin.description")}
          />
        )}
      </div>
    </>
  );
}

function Reviews() {
  const { t } = useVerificationT();
  const queue = useReviewQueue();
  return (
    <>
      <header>
        <h1 className="font-display font-semibold text-3xl text-foreground">{t("review.heading")}</h1>
        <p className="mt-1 text-muted-foreground">{t("review.intro")}</p>
      </header>
      <details className="rounded-2xl lg:hidden">
        <summary className="cursor-pointer rounded-xl bg-muted px-4 py-3 font-medium text-foreground">
          {t("review.criteria")}
        </summary>
        <div className="pt-3">
          <CriteriaPanel />
        </div>
      </details>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid gap-3">
          {queue.isPending && <QueueSkeleton />}
          {queue.isError && (
            <div role="alert">
              <EmptyState
                icon={WifiOff}
                title={t("review.error")}
                description={queue.error.message}
                action={
                  <Button variant="outline" onClick={() => void queue.refetch()} loading={queue.isRefetching}>
                    <RefreshCw aria-hidden /> {t("review.retry")}
                  </Button>
                }
              />
            </div>
          )}
          {queue.isSuccess && queue.data.length === 0 && (
            <EmptyState
              icon={ShieldCheck}
              title={t("review.emptyTitle")}
              description={t("review.emptyText")}
            />
          )}
          {queue.isSuccess && queue.data.length > 0 && (
            <ul aria-label={t("review.list")} className="grid gap-3">
              {queue.data.map((item) => (
                <QueueItem key={item.id} item={item} />
              ))}
            </ul>
          )}
        </div>
        <aside className="sticky top-6 hidden lg:block">
          <CriteriaPanel />
        </aside>
      </div>
    </>
  );
}

function QueueSkeleton() {
  const { t } = useVerificationT();
  return (
    <div aria-busy="true" className="grid gap-3">
      <p role="status" className="sr-only">
        {t("review.loading")}
      </p>
      {["a", "b"].map((key) => (
        <div key={key} className="grid gap-3 rounded-2xl bg-card p-4 ring-1 ring-border">
          <div className="flex gap-3">
            <Skeleton className="size-10 rounded-full" />
            <Skeleton className="h-5 w-40" />
          </div>
          <Skeleton className="aspect-[4/3] w-full max-w-sm rounded-xl" />
        </div>
      ))}
    </div>
  );
}
