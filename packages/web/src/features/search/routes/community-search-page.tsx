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
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useSearchPages } from "../api/search";
import { useSearchT } from "../i18n";

const TABS = [{ id: "people" }, { id: "posts" }, { id: "groups" }, { id: "jobs" }] as const;
type Tab = (typeof TABS)[number]["id"];

/** /community/search?q=&tab=people|posts|groups: the community's results, a page at a time. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const { t } = useSearchT();
  const messageIn = useMessageIn();
  const q = params.get("q")?.trim() ?? "";
  const tab: Tab = TABS.some((item) => item.id === params.get("tab")) ? (params.get("tab") as Tab) : "people";
  const [typed, setTyped] = useState(q);
  const results = useSearchPages(tab, q);
  const set = (next: Record<string, string>) => setParams({ q, tab, ...next }, { replace: false });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    set({ q: typed.trim() });
  };
  return (
    <div className="mx-auto grid w-full max-w-2xl grid-cols-1 gap-5 px-4 py-6 sm:px-6">
      <title>{q ? t("community.pageTitleFor", { query: q }) : t("community.pageTitle")}</title>
      <Button asChild variant="link" className="justify-self-start">
        <Link to="/community">
          <ArrowLeft aria-hidden /> {t("community.back")}
        </Link>
      </Button>
      <h1 className="font-display font-semibold text-3xl text-foreground">{t("community.title")}</h1>
      <search>
        <form onSubmit={submit}>
          <Input aria-label={t("community.input")} value={typed} onChange={(e) => setTyped(e.target.value)} />
        </form>
      </search>
      <nav aria-label={t("community.tabs")} className="flex gap-2">
        {TABS.map((tabItem) => (
          <button
            key={tabItem.id}
            type="button"
            aria-current={tabItem.id === tab ? "page" : undefined}
            onClick={() => set({ tab: tabItem.id })}
            className={cn(
              "rounded-full px-4 py-1.5 font-medium text-sm",
              tabItem.id === tab
                ? "bg-primary text-primary-foreground"
                : "bg-card text-muted-foreground ring-1 ring-border hover:bg-muted",
            )}
          >
            {t(`community.tab.${tabItem.id}`)}
          </button>
        ))}
      </nav>
      {!q ? (
        <p className="text-muted-foreground">{t("community.typeToSearch")}</p>
      ) : tab === "people" && q.length < SearchLimits.peopleMinChars ? (
        <p className="text-muted-foreground">
          {t("community.typeMore", { min: SearchLimits.peopleMinChars })}
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
          errorTitle={t("community.unavailable")}
          isEmpty={(data) => data.pages.every((p) => p.items.length === 0)}
          empty={{
            icon: SearchX,
            title: messageIn(SearchMessages.noResults),
            description: t("community.tryOther"),
          }}
        >
          {(data) => (
            <>
              <ul className="grid grid-cols-1 gap-2" aria-label={t("community.results")}>
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
                  {results.isFetchingNextPage ? t("community.loading") : t("community.more")}
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
