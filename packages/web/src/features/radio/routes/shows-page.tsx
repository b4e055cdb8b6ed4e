import { RADIO_CATEGORIES, RADIO_CATEGORY_LABELS, type RadioCategory } from "@saheli/core/radio";
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
      title="Shows"
      actions={
        <Button
          size="sm"
          variant="secondary"
          onClick={() => (session.status === "signed-out" ? openSignIn() : setProposing(true))}
          disabled={session.status === "signed-in" && !verified}
          title={session.status === "signed-in" && !verified ? "Verified members can host a show" : undefined}
        >
          <Mic aria-hidden /> Propose a show
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
            Search shows
          </label>
          <Input
            id="radio-search"
            type="search"
            placeholder="Search shows"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
          <Button type="submit" variant="outline" aria-label="Search">
            <Search aria-hidden />
          </Button>
        </form>
      </search>
      <fieldset className="-mx-1 flex min-w-0 gap-2 overflow-x-auto px-1 pb-1">
        <legend className="sr-only">Category</legend>
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
            {c ? RADIO_CATEGORY_LABELS[c] : "All"}
          </button>
        ))}
      </fieldset>
      {mine.data && mine.data.items.length > 0 && (
        <section aria-labelledby="my-shows" className="grid gap-2">
          <h2 id="my-shows" className="font-semibold text-lg">
            Your shows
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
          {q ? `Shows matching “${q}”` : "All shows"}
        </h2>
        <QueryState
          query={shows}
          loading={<ShowGridSkeleton />}
          errorTitle="We couldn't load the shows"
          isEmpty={(data) => data.items.length === 0}
          empty={{
            icon: Mic,
            title: q || category ? "No shows match" : "No shows yet",
            description:
              q || category
                ? "Try other words or another category."
                : "Be the first to host a show on Saheli Radio.",
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
