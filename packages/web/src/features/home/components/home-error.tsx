import { RefreshCw, WifiOff } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { isApiError } from "@/lib/api-client";

type HomeErrorProps = { error: unknown; retrying: boolean; onRetry: () => void };

export function HomeError({ error, retrying, onRetry }: HomeErrorProps) {
  const offline = isApiError(error) && error.isNetworkError;
  return (
    <div role="alert" className="mx-auto max-w-7xl px-4 py-12">
      <EmptyState
        icon={WifiOff}
        title="We couldn't load the marketplace"
        description={
          offline
            ? "It looks like you're offline. Check your connection and try again."
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
