import { SearchX } from "lucide-react";
import { type PeopleSearch, usePeopleSearch } from "../api/search-people";
import { useNetworkT } from "../i18n";
import { PagedPeople } from "./paged-people";
import { PersonActions } from "./person-actions";

/** Results for a search of at least 2 characters, a page at a time. */
export function SearchResults({ search }: { search: PeopleSearch }) {
  const { t } = useNetworkT();
  const query = usePeopleSearch(search);
  const shown = query.data?.pages.reduce((sum, page) => sum + page.items.length, 0) ?? 0;
  return (
    <section aria-labelledby="people-results-title" className="grid gap-4">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="people-results-title" className="font-display font-semibold text-foreground text-xl">
          {t("search.resultsFor", { q: search.q.trim() })}
        </h2>
        {query.isSuccess && shown > 0 && (
          <p role="status" className="text-muted-foreground text-sm">
            {t("search.count", { count: shown, shown: `${shown}${query.hasNextPage ? "+" : ""}` })}
          </p>
        )}
      </div>
      <PagedPeople
        query={query}
        label={t("lists.search.label")}
        loadingLabel={t("lists.search.loading")}
        errorTitle={t("lists.search.error")}
        empty={{
          icon: SearchX,
          title: t("search.noMatch.title"),
          description: t("search.noMatch.description"),
        }}
        actions={(person) => <PersonActions person={person} />}
      />
    </section>
  );
}
