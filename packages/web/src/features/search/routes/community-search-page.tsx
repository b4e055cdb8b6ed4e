import type { SearchHit } from "@saheli/core/contracts/search";
import { SearchLimits, SearchMessages } from "@saheli/core/search";
import { ArrowLeft, SearchX } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { QueryState } from "@/components/query-state";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { useSearchPages } from "../api/search";

const TABS = [
  { id: "people", label: "People" },
  { id: "posts", label: "Posts" },
  { id: "groups", label: "Groups" },
  { id: "jobs", label: "Jobs" },
] as const;
type Tab = (typeof TABS)[number]["id"];

/** /community/search?q=&tab=people|posts|groups: the community's results, a page at a time. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const q = params.get("q")?.trim() ?? "";
  const tab: Tab = TABS.some((t) => t.id === params.get("tab")) ? (params.get("tab") as Tab) : "people";
  const [typed, setTyped] = useState(q);
  const results = useSearchPages(tab, q);
  const set = (next: Record<string, string>) => setParams({ q, tab, ...next }, { replace: false });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    set({ q: typed.trim() });
  };
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-5 px-4 py-6 sm:px-6">
      <title>{q ? `“${q}” in the community · Saheli` : "Search the community · Saheli"}</title>
      <Button asChild variant="link" className="justify-self-start">
        <Link to="/community">
          <ArrowLeft aria-hidden /> Community
        </Link>
      </Button>
      <h1 className="font-display font-semibold text-3xl text-foreground">Search the community</h1>
      <search>
        <form onSubmit={submit}>
          <Input aria-label="Search the community" value={typed} onChange={(e) => setTyped(e.target.value)} />
        </form>
      </search>
      <nav aria-label="Result types" className="flex gap-2">
        {TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            aria-current={t.id === tab ? "page" : undefined}
            onClick={() => set({ tab: t.id })}
            className={cn(
              "rounded-full px-4 py-1.5 font-medium text-sm",
              t.id === tab
                ? "bg-primary text-primary-foreground"
                : "bg-card text-muted-foreground ring-1 ring-border hover:bg-muted",
            )}
          >
            {t.label}
          </button>
        ))}
      </nav>
      {!q ? (
        <p className="text-muted-foreground">Type a name, a word from a post or a group to search.</p>
      ) : tab === "people" && q.length < SearchLimits.peopleMinChars ? (
        <p className="text-muted-foreground">
          Type at least {SearchLimits.peopleMinChars} characters to search.
        </p>
      ) : (
        <QueryState
          query={results}
          loading={
            <div className="grid gap-2" aria-busy="true">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-16 rounded-xl" />
              ))}
            </div>
          }
          errorTitle="Search is unavailable"
          isEmpty={(data) => data.pages.every((p) => p.items.length === 0)}
          empty={{
            icon: SearchX,
            title: SearchMessages.noResults,
            description: "Try other words or another tab.",
          }}
        >
          {(data) => (
            <>
              <ul className="grid gap-2" aria-label="Results">
                {data.pages
                  .flatMap((p) => p.items)
                  .map((hit) => (
                    <ResultRow key={hit.id} hit={hit} />
                  ))}
              </ul>
              {results.hasNextPage && (
                <Button
                  variant="outline"
                  className="justify-self-center"
                  disabled={results.isFetchingNextPage}
                  onClick={() => results.fetchNextPage()}
                >
                  {results.isFetchingNextPage ? "Loading…" : "Show more results"}
                </Button>
              )}
            </>
          )}
        </QueryState>
      )}
    </div>
  );
}

function ResultRow({ hit }: { hit: SearchHit }) {
  return (
    <li>
      <Link
        to={hit.href}
        className="flex items-center gap-3 rounded-xl bg-card p-3 shadow-card ring-1 ring-border hover:bg-primary-soft"
      >
        <Avatar name={hit.kind === "posts" ? hit.subtitle : hit.title} src={hit.image_url} size="sm" />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium text-foreground">{hit.title}</span>
          {hit.subtitle && (
            <span className="block truncate text-muted-foreground text-sm">{hit.subtitle}</span>
          )}
        </span>
      </Link>
    </li>
  );
}
