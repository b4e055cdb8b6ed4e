import { RefreshCw, WifiOff } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { EmptyState, type EmptyStateProps } from "@/components/ui/empty-state";
import { errorMessage } from "@/lib/error-message";
import { type QueryOutcome, queryBranch } from "./query-branch";

type HeadingLevel = EmptyStateProps["headingLevel"];

export type QueryStateQuery<T> = QueryOutcome<T> & {
  refetch: () => unknown;
  /** Shows the retry button busy while the retry runs. */
  isRefetching?: boolean;
};

export type QueryStateProps<T> = {
  /** A TanStack query result, plain or infinite. */
  query: QueryStateQuery<T>;
  /** The screen's skeleton, shown until the first data arrives. */
  loading: ReactNode;
  /** The error panel's heading, e.g. "We couldn't load the shops". */
  errorTitle: string;
  errorHeadingLevel?: HeadingLevel;
  /** Classes for the error panel's wrapper, where the screen's layout needs them. */
  errorClassName?: string;
  /** When the data counts as nothing to show, e.g. `(data) => data.items.length === 0`. */
  isEmpty?: (data: T) => boolean;
  /** What an empty result shows; without it, nothing. */
  empty?: EmptyStateProps;
  children: (data: T) => ReactNode;
};

/** A screen's loading, error and empty branches, then its content with the data. */
export function QueryState<T>({
  query,
  loading,
  errorTitle,
  errorHeadingLevel,
  errorClassName,
  isEmpty,
  empty,
  children,
}: QueryStateProps<T>) {
  const branch = queryBranch(query, isEmpty);
  switch (branch.kind) {
    case "loading":
      return loading;
    case "error":
      return (
        <QueryError
          title={errorTitle}
          error={branch.error}
          retrying={query.isRefetching ?? false}
          onRetry={() => void query.refetch()}
          headingLevel={errorHeadingLevel}
          className={errorClassName}
        />
      );
    case "empty":
      return empty ? <EmptyState {...empty} /> : null;
    case "data":
      return children(branch.data);
  }
}

type QueryErrorProps = {
  title: string;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
  headingLevel?: HeadingLevel;
  className?: string;
};

/** Something failed to load: what went wrong, announced, and a way to try again. */
export function QueryError({ title, error, retrying, onRetry, headingLevel, className }: QueryErrorProps) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={className}>
      <EmptyState
        icon={WifiOff}
        title={title}
        description={errorMessage(error)}
        headingLevel={headingLevel}
        action={
          <Button variant="outline" onClick={onRetry} loading={retrying}>
            <RefreshCw aria-hidden /> {t("ui.tryAgain")}
          </Button>
        }
      />
    </div>
  );
}
