import { RefreshCw, WifiOff } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { isApiError } from "@/lib/api-client";

type ListErrorProps = {
  title: string;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
  headingLevel?: "h2" | "h3";
};

/** A list that failed to load, with the reason and a way to try again. */
export function ListError({ title, error, retrying, onRetry, headingLevel = "h3" }: ListErrorProps) {
  const offline = isApiError(error) && error.isNetworkError;
  const message =
    isApiError(error) && !error.isServerError && !offline
      ? error.message
      : offline
        ? "It looks like you're offline. Check your connection and try again."
        : "Something went wrong on our side. Please try again in a moment.";
  return (
    <div role="alert">
      <EmptyState
        icon={WifiOff}
        title={title}
        description={message}
        headingLevel={headingLevel}
        action={
          <Button variant="outline" onClick={onRetry} loading={retrying}>
            <RefreshCw aria-hidden /> Retry
          </Button>
        }
      />
    </div>
  );
}
