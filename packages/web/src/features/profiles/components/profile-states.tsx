import { RefreshCw, UserRoundX, WifiOff } from "lucide-react";
import { Link, useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { isApiError } from "@/lib/api-client";

export function ProfileSkeleton() {
  return (
    <div aria-busy="true" className="mx-auto grid w-full max-w-3xl gap-4 pb-8 sm:px-4 sm:pt-4 lg:pt-6">
      <span className="sr-only" role="status">
        Loading profile
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
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <EmptyState
        icon={UserRoundX}
        headingLevel="h1"
        title="Profile not found"
        description="This profile doesn't exist or isn't available. Check the link, or find people in My Network."
        action={
          <>
            <Button asChild>
              <Link to="/my-network">Find people</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/">Back to home</Link>
            </Button>
          </>
        }
      />
    </div>
  );
}

/** A visitor may not see profiles: the sign-in modal opens with `?login=1` (doc 2 §2). */
export function ProfileSignIn() {
  const { pathname } = useLocation();
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <EmptyState
        icon={UserRoundX}
        headingLevel="h1"
        title="Sign in to see this profile"
        description="Profiles on Saheli are for members. Sign in or join free to connect with her."
        action={
          <Button asChild>
            <Link to={`${pathname}?login=1`}>Sign in</Link>
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
  const offline = isApiError(error) && error.isNetworkError;
  return (
    <div role="alert" className="mx-auto max-w-3xl px-4 py-16">
      <EmptyState
        icon={WifiOff}
        headingLevel="h1"
        title="We couldn't load this profile"
        description={
          offline
            ? "It looks like you're offline. Check your connection and try again."
            : isApiError(error)
              ? error.message
              : "Something went wrong on our side. Please try again in a moment."
        }
        action={
          <Button onClick={onRetry} loading={retrying}>
            <RefreshCw aria-hidden /> Retry
          </Button>
        }
      />
    </div>
  );
}
