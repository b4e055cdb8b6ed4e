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

/** /admin/verifications: the review queue beside the written criteria (admins, role A). */
export function Component() {
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out") {
    return <SignInRequired description="Sign in with an admin account to review verifications." />;
  }
  return (
    <>
      <title>Verification reviews · Saheli admin</title>
      <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:px-6 lg:py-10">
        <Button asChild variant="link" className="justify-self-start">
          <Link to="/">
            <ArrowLeft aria-hidden /> Back to Saheli
          </Link>
        </Button>
        {session.profile.role === "A" ? (
          <Reviews />
        ) : (
          <EmptyState
            icon={ShieldAlert}
            headingLevel="h1"
            title="This page is for admins"
            description="Only Saheli's admins review verifications. If you think you should have access, contact the team."
          />
        )}
      </div>
    </>
  );
}

function Reviews() {
  const queue = useReviewQueue();
  return (
    <>
      <header>
        <h1 className="font-display font-semibold text-3xl text-foreground">Verification reviews</h1>
        <p className="mt-1 text-muted-foreground">
          Oldest first. Read the criteria, decide, and the photo is deleted with your decision.
        </p>
      </header>
      <details className="rounded-2xl lg:hidden">
        <summary className="cursor-pointer rounded-xl bg-muted px-4 py-3 font-medium text-foreground">
          Review criteria
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
                title="We couldn't load the queue"
                description={queue.error.message}
                action={
                  <Button variant="outline" onClick={() => void queue.refetch()} loading={queue.isRefetching}>
                    <RefreshCw aria-hidden /> Retry
                  </Button>
                }
              />
            </div>
          )}
          {queue.isSuccess && queue.data.length === 0 && (
            <EmptyState
              icon={ShieldCheck}
              title="No verifications waiting"
              description="New requests appear here as people verify."
            />
          )}
          {queue.isSuccess && queue.data.length > 0 && (
            <ul aria-label="Pending verifications" className="grid gap-3">
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
  return (
    <div aria-busy="true" className="grid gap-3">
      <p role="status" className="sr-only">
        Loading verifications
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
