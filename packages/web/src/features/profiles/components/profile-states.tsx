import { RefreshCw, UserRoundX, WifiOff } from "lucide-react";
import { Link, useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { isApiError } from "@/lib/api-client";
import { useProfilesT } from "../i18n";

export function ProfileSkeleton() {
  const { t } = useProfilesT();
  return (
    <div aria-busy="true" className="mx-auto grid w-full max-w-3xl gap-4 pb-8 sm:px-4 sm:pt-4 lg:pt-6">
      <span className="sr-only" role="status">
        {t("states.loading")}
      </span>
      <Card className="overflow-hidden rounded-none border-x-0 sm:rounded-2xl sm:border-x">
        <Skeleton className="h-32 rounded-none sm:h-44 lg:h-52" />
        <div className="grid gap-3 px-5 pb-5">
          <Skeleton className="-mt-12 size-24 rounded-full border-4 border-card sm:-mt-16 sm:size-32" />
          <Skeleton className="h-7 w-56" />
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-4 w-3/4" />
          <div className="flex gap-2">
            <Skeleton className="h-10 w-28 rounded-full" />
            <Skeleton className="h-10 w-28 rounded-full" />
          </div>
          <Skeleton className="h-16 w-full rounded-2xl" />
        </div>
      </Card>
      <div className="grid gap-4 px-4 sm:px-0">
        <Skeleton className="h-32 w-full rounded-2xl" />
        <Skeleton className="h-40 w-full rounded-2xl" />
      </div>
    </div>
  );
}

/** 404: no such person, or she has blocked the viewer (who is not told which). */
export function ProfileNotFound() {
  const { t } = useProfilesT();
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <EmptyState
        icon={UserRoundX}
        headingLevel="h1"
        title={t("states.notFound.title")}
        description={t("states.notFound.description")}
        action={
          <>
            <Button asChild>
              <Link to="/my-network">{t("states.notFound.findPeople")}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/">{t("states.notFound.home")}</Link>
            </Button>
          </>
        }
      />
    </div>
  );
}

/** A visitor may not see profiles: the sign-in modal opens with `?login=1` (doc 2 §2). */
export function ProfileSignIn() {
  const { t } = useProfilesT();
  const { pathname } = useLocation();
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <EmptyState
        icon={UserRoundX}
        headingLevel="h1"
        title={t("states.signIn.title")}
        description={t("states.signIn.description")}
        action={
          <Button asChild>
            <Link to={`${pathname}?login=1`}>{t("states.signIn.button")}</Link>
          </Button>
        }
      />
    </div>
  );
}

export function ProfileError({
  error,
  retrying,
  onRetry,
}: {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}) {
  const { t } = useProfilesT();
  const offline = isApiError(error) && error.isNetworkError;
  return (
    <div role="alert" className="mx-auto max-w-3xl px-4 py-16">
      <EmptyState
        icon={WifiOff}
        headingLevel="h1"
        title={t("states.error.title")}
        description={
          offline ? t("states.error.offline") : isApiError(error) ? error.message : t("states.error.generic")
        }
        action={
          <Button onClick={onRetry} loading={retrying}>
            <RefreshCw aria-hidden /> {t("states.error.retry")}
          </Button>
        }
      />
    </div>
  );
}
