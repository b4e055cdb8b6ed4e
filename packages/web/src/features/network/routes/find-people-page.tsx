import { DiscoveryLimits, searchableQuery } from "@saheli/core/people";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { PageLoading } from "@/components/page-loading";
import { SignInRequired } from "@/components/sign-in-required";
import { useSession } from "@/lib/session/use-session";
import type { PeopleSearch } from "../api/search-people";
import { DiscoverySections } from "../components/discovery-sections";
import { PageIntro } from "../components/page-intro";
import { SearchControls } from "../components/search-controls";
import { SearchResults } from "../components/search-results";
import { useNetworkT } from "../i18n";
import { searchFromParams, searchToParams } from "../lib/search-params";
import { useDebouncedValue } from "../lib/use-debounced-value";

/** /network/suggestions: search members, or browse the discovery lists (doc 2 §5, §7). */
export function Component() {
  const { t } = useNetworkT();
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out") {
    return <SignInRequired description={t("findPeople.signIn")} />;
  }
  return <FindPeople />;
}

function FindPeople() {
  const { t } = useNetworkT();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState<PeopleSearch>(() => searchFromParams(params));
  const settled = useDebouncedValue(search);

  // The address keeps the settled search, so Back and a shared link return to it.
  useEffect(() => {
    const next = searchToParams(settled);
    if (next.toString() !== params.toString()) setParams(next, { replace: true, preventScrollReset: true });
  }, [settled, params, setParams]);

  const text = search.q.trim();
  // While she types, the last settled results stay; under 2 characters there are none (doc 2 §5).
  const ready = searchableQuery(text) !== null && searchableQuery(settled.q) !== null;

  return (
    <>
      <title>{t("findPeople.title")}</title>
      <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
        <PageIntro title={t("findPeople.heading")} description={t("findPeople.description")} visible />
        <SearchControls value={search} onChange={setSearch} />
        {text === "" && <DiscoverySections />}
        {text !== "" && searchableQuery(text) === null && (
          <p role="status" className="py-6 text-center text-muted-foreground text-sm">
            {t("findPeople.tooShort", { min: DiscoveryLimits.searchMinChars })}
          </p>
        )}
        {ready && <SearchResults search={{ ...settled, q: settled.q.trim() }} />}
      </div>
    </>
  );
}
