import type { PeoplePage, PersonCard as Person } from "@saheli/core/contracts/people";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { QueryState } from "@/components/query-state";
import { Button } from "@/components/ui/button";
import { useNetworkT } from "../i18n";
import { PeopleGrid } from "./people-grid";
import { PeopleSkeleton } from "./people-skeleton";
import { PersonCard } from "./person-card";

type PagedPeopleProps = {
  query: UseInfiniteQueryResult<InfiniteData<PeoplePage>>;
  /** Names the list for screen readers, e.g. "Your connections". */
  label: string;
  /** What the screen reader hears while it loads, e.g. "Loading your connections". */
  loadingLabel: string;
  empty: { icon: LucideIcon; title: string; description?: ReactNode; action?: ReactNode };
  errorTitle: string;
  actions: (person: Person) => ReactNode;
};

/** A paged list of people: skeleton, error with retry, empty state, cards, then "Load more". */
export function PagedPeople({ query, label, loadingLabel, empty, errorTitle, actions }: PagedPeopleProps) {
  const { t } = useNetworkT();
  return (
    <QueryState
      query={query}
      loading={<PeopleSkeleton label={loadingLabel} />}
      errorTitle={errorTitle}
      errorHeadingLevel="h3"
      isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
      empty={{ ...empty, headingLevel: "h3" }}
    >
      {(data) => (
        <div className="grid gap-6">
          <PeopleGrid label={label}>
            {data.pages
              .flatMap((page) => page.items)
              .map((person) => (
                <li key={person.id}>
                  <PersonCard person={person} actions={actions(person)} />
                </li>
              ))}
          </PeopleGrid>
          {query.hasNextPage && (
            <div className="flex justify-center">
              <Button
                variant="outline"
                loading={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {t("paged.more")}
              </Button>
            </div>
          )}
          {query.isFetchNextPageError && (
            <p role="alert" className="text-center text-destructive text-sm">
              {t("paged.moreFailed")}
            </p>
          )}
        </div>
      )}
    </QueryState>
  );
}
