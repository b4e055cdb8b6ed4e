import { RADIO_CATEGORIES, type RadioCategory } from "@saheli/core/radio";
import { Mic, Search } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { QueryState } from "@/components/query-state";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { useSignIn } from "@/lib/session/sign-in";
import { useSession } from "@/lib/session/use-session";
import { useMyShows, useShows } from "../api/radio";
import { ProposeShowDialog } from "../components/propose-show-dialog";
import { RadioFrame } from "../components/radio-frame";
import { ShowCard } from "../components/show-card";
import { useRadioT } from "../i18n";

export function ShowGridSkeleton() {
  return (
    <ul aria-hidden className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {Array.from({ length: 8 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={i} className="grid gap-2 rounded-2xl bg-card p-3 ring-1 ring-border">
          <Skeleton className="aspect-square w-full rounded-xl" />
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-3 w-1/2" />
        </li>
      ))}
    </ul>
  );
}

/** /radio/shows: approved shows, by words and category; her own shows and "Propose a show". */
export function Component() {
  const { t } = useRadioT();
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const raw = params.get("category") ?? "";
  const category = (RADIO_CATEGORIES as readonly string[]).includes(raw) ? (raw as RadioCategory) : "";
  const [typed, setTyped] = useState(q);
  const shows = useShows(q, category);
  const session = useSession();
  const { openSignIn } = useSignIn();
  const mine = useMyShows(session.status === "signed-in");
  const [proposing, setProposing] = useState(false);
  const verified = session.status === "signed-in" && session.profile.is_verified;

  const update = (next: Record<string, string>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged, { replace: true });
  };

  return (
    <RadioFrame
      title={t("shows.title")}
      actions={
        <Button
          size="sm"
          variant="secondary"
          onClick={() => (session.status === "signed-out" ? openSignIn() : setProposing(true))}
          disabled={session.status === "signed-in" && !verified}
          title={session.status === "signed-in" && !verified ? t("shows.verifiedOnly") : undefined}
        >
          <Mic aria-hidden /> {t("shows.propose")}
        </Button>
      }
    >
      <search>
        <form
          className="flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            update({ q: typed.trim() });
          }}
        >
          <label htmlFor="radio-search" className="sr-only">
            {t("shows.search")}
          </label>
          <Input
            id="radio-search"
            type="search"
            placeholder={t("shows.search")}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
          <Button type="submit" variant="outline" aria-label={t("shows.searchButton")}>
            <Search aria-hidden />
          </Button>
        </form>
      </search>
      <fieldset className="-mx-1 flex min-w-0 gap-2 overflow-x-auto px-1 pb-1">
        <legend className="sr-only">{t("shows.category")}</legend>
        {(["", ...RADIO_CATEGORIES] as const).map((c) => (
          <button
            key={c || "all"}
            type="button"
            aria-pressed={category === c}
            onClick={() => update({ category: c })}
            className={cn(
              "shrink-0 rounded-full px-3 py-1 text-sm focus-visible:outline-2 focus-visible:outline-ring",
              category === c
                ? "bg-secondary text-secondary-foreground"
                : "bg-card ring-1 ring-border hover:bg-muted",
            )}
          >
            {c ? t(`category.${c}`) : t("shows.all")}
          </button>
        ))}
      </fieldset>
      {mine.data && mine.data.items.length > 0 && (
        <section aria-labelledby="my-shows" className="grid gap-2">
          <h2 id="my-shows" className="font-semibold text-lg">
            {t("shows.yours")}
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {mine.data.items.map((show) => (
              <ShowCard key={show.id} show={show} withStatus />
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="all-shows" className="grid gap-2">
        <h2 id="all-shows" className="font-semibold text-lg">
          {q ? t("shows.matching", { q }) : t("shows.allShows")}
        </h2>
        <QueryState
          query={shows}
          loading={<ShowGridSkeleton />}
          errorTitle={t("shows.error")}
          isEmpty={(data) => data.items.length === 0}
          empty={{
            icon: Mic,
            title: q || category ? t("shows.emptyMatch") : t("shows.emptyAll"),
            description: q || category ? t("shows.emptyMatchHint") : t("shows.emptyAllHint"),
          }}
        >
          {(data) => (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
              {data.items.map((show) => (
                <ShowCard key={show.id} show={show} />
              ))}
            </ul>
          )}
        </QueryState>
      </section>
      <ProposeShowDialog open={proposing} onOpenChange={setProposing} />
    </RadioFrame>
  );
}
