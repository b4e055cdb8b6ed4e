import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/error-message";
import { useHelpSearch } from "../api/help";
import { useSupportT } from "../i18n";

/** The help centre's search box and its answers, as she types (the address keeps `?q=`). */
export function HelpSearch({ initial, onQuery }: { initial: string; onQuery: (q: string) => void }) {
  const { t } = useSupportT();
  const [text, setText] = useState(initial);
  const [q, setQ] = useState(initial);
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(text.trim());
      onQuery(text.trim());
    }, 250);
    return () => clearTimeout(timer);
  }, [text, onQuery]);
  const search = useHelpSearch(q);
  return (
    <div className="grid gap-3">
      <div className="relative">
        <Search
          aria-hidden
          className="-translate-y-1/2 absolute top-1/2 left-3 size-5 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label={t("search.label")}
          placeholder={t("search.placeholder")}
          className="h-12 pl-10 text-base"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      {q && (
        <section aria-label={t("search.results")} aria-live="polite" className="grid gap-2">
          {search.isPending ? (
            <>
              <Skeleton className="h-16" />
              <Skeleton className="h-16" />
            </>
          ) : search.isError ? (
            <p role="alert" className="text-destructive text-sm">
              {errorMessage(search.error)}
            </p>
          ) : search.data.articles.length === 0 ? (
            <p className="rounded-xl border border-border border-dashed p-4 text-muted-foreground text-sm">
              {t("search.empty", { q })}
            </p>
          ) : (
            <ul className="grid gap-2">
              {search.data.articles.map((a) => (
                <li key={a.id}>
                  <Link
                    to={`/support/kb/${a.id}`}
                    className="grid gap-1 rounded-xl border border-border bg-card p-3 hover:border-primary focus-visible:border-primary"
                  >
                    <span className="font-medium text-foreground">{a.title}</span>
                    <span className="line-clamp-2 text-muted-foreground text-sm">{a.snippet}</span>
                    <span className="text-primary text-xs">{a.category}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
