import { SearchX } from "lucide-react";
import { type PeopleSearch, usePeopleSearch } from "../api/search-people";
import { PagedPeople } from "./paged-people";
import { PersonActions } from "./person-actions";

/** Results for a search of at least 2 characters, a page at a time. */
export function SearchResults({ search }: { search: PeopleSearch }) {
  const query = usePeopleSearch(search);
  const shown = query.data?.pages.reduce((sum, page) => sum + page.items.length, 0) ?? 0;
  return (
    <section aria-labelledby="people-results-title" className="grid gap-4">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="people-results-title" className="font-display font-semibold text-foreground text-xl">
          Results for “{search.q.trim()}”
        </h2>
        {query.isSuccess && shown > 0 && (
          <p role="status" className="text-muted-foreground text-sm">
            {shown}
            {query.hasNextPage ? "+" : ""} {shown === 1 ? "person" : "people"}
          </p>
        )}
      </div>
      <PagedPeople
        query={query}
        label="Search results"
        errorTitle="We couldn't search right now"
        empty={{
          icon: SearchX,
          title: "No one matches your search",
          description: "Try a different spelling, a business name or an occupation, or clear the filters.",
        }}
        actions={(person) => <PersonActions person={person} />}
      />
    </section>
  );
}
