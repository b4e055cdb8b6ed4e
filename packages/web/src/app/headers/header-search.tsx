import { productSearchHref, SEARCH_PLACEHOLDER } from "@saheli/core/search-targets";
import { Search } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useNavigate } from "react-router";
import { cn } from "@/lib/cn";

type HeaderSearchProps = { className?: string; autoFocus?: boolean; onSearched?: () => void };

/** The global search box. Suggestions and grouped results come with search; Enter searches products. */
export function HeaderSearch({ className, autoFocus, onSearched }: HeaderSearchProps) {
  const navigate = useNavigate();
  const inputId = useId();
  const [query, setQuery] = useState("");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!query.trim()) return;
    navigate(productSearchHref(query));
    onSearched?.();
  };

  return (
    <search className={cn("min-w-0", className)}>
      <form onSubmit={submit} className="relative">
        <label htmlFor={inputId} className="sr-only">
          Search Saheli
        </label>
        <Search
          aria-hidden
          className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3.5 size-4 text-muted-foreground"
        />
        <input
          id={inputId}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          // biome-ignore lint/a11y/noAutofocus: only inside the search sheet the visitor just opened
          autoFocus={autoFocus}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={SEARCH_PLACEHOLDER}
          className={cn(
            "h-11 w-full rounded-full border border-border bg-card pr-4 pl-10 text-base text-foreground shadow-xs sm:text-sm",
            "transition-[border-color,box-shadow] placeholder:truncate placeholder:text-muted-foreground",
            "focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/20",
          )}
        />
      </form>
    </search>
  );
}
