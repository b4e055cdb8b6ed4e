import { SEARCH_GROUPS, SearchLimits, SearchMessages } from "@saheli/core/search";
import { productSearchHref } from "@saheli/core/search-targets";
import { Camera, Mic, Search, TrendingUp } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useSearch } from "../api/search";
import { useSearchT } from "../i18n";
import { type SearchOption, searchOptions } from "./search-options";
import { useDebounced } from "./use-debounced";

/** `inline`: inside the search sheet, results flow under the box instead of floating over the page. */
type Props = { className?: string; autoFocus?: boolean; inline?: boolean; onSearched?: () => void };

type SpeechRecognitionLike = {
  lang: string;
  interimResults: boolean;
  onresult: (event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void;
  onend: () => void;
  start: () => void;
};

/** The image-search button's query: the file's name without its extension, separators turned to spaces. */
export const queryFromFileName = (name: string) =>
  name
    .replace(/\.[^.]+$/, "")
    .replace(/[-_.+]+/g, " ")
    .trim();

/**
 * Doc 3 §2.6: trending searches when empty; while typing (300 ms), suggestions and grouped results; arrows move,
 * Enter picks (or searches all), Escape closes; search by an image's file name or by voice.
 */
export function GlobalSearch({ className, autoFocus, inline, onSearched }: Props) {
  const navigate = useNavigate();
  const { t, i18n } = useSearchT();
  const messageIn = useMessageIn();
  const id = useId();
  const [typed, setTyped] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [listening, setListening] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const q = useDebounced(typed.trim(), SearchLimits.debounceMs);
  const search = useSearch(q, open);
  const current = search.data;
  const options = open
    ? searchOptions(q, current, {
        searchAll: (query) => t("suggestion.searchAll", { query }),
        kind: (kind) => t(`suggestion.${kind}`),
      })
    : [];
  const nothing =
    q.length > 0 &&
    current?.query !== undefined &&
    SEARCH_GROUPS.every((g) => (current?.groups[g].length ?? 0) === 0);

  const go = (href: string) => {
    setOpen(false);
    setActive(-1);
    input.current?.blur();
    navigate(href);
    onSearched?.();
  };
  const submitAll = (query: string) => query.trim() && go(productSearchHref(query));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const option = options[active];
    if (option) go(option.href);
    else submitAll(typed);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (i + step + options.length) % options.length);
    } else if (event.key === "Escape") {
      if (open) event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const voice = () => {
    const Recognition =
      (window as unknown as { SpeechRecognition?: new () => SpeechRecognitionLike }).SpeechRecognition ??
      (window as unknown as { webkitSpeechRecognition?: new () => SpeechRecognitionLike })
        .webkitSpeechRecognition;
    if (!Recognition) {
      window.alert(messageIn(SearchMessages.voiceUnsupported));
      return;
    }
    const recognition = new Recognition();
    // She speaks the language she reads Saheli in.
    recognition.lang = i18n.language.startsWith("hi") ? "hi-IN" : "en-US";
    recognition.interimResults = false;
    recognition.onresult = (event) => {
      const said = event.results[0]?.[0]?.transcript ?? "";
      setTyped(said);
      submitAll(said);
    };
    recognition.onend = () => setListening(false);
    setListening(true);
    recognition.start();
  };

  const listId = `${id}-options`;
  const optionId = (i: number) => `${id}-option-${i}`;
  let lastSection = "";
  return (
    <search className={cn("relative min-w-0", className)}>
      <form onSubmit={onSubmit} className="relative">
        <label htmlFor={`${id}-input`} className="sr-only">
          {t("box.label")}
        </label>
        <Search
          aria-hidden
          className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3.5 size-4 text-muted-foreground"
        />
        <input
          ref={input}
          id={`${id}-input`}
          type="search"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          enterKeyHint="search"
          autoComplete="off"
          // biome-ignore lint/a11y/noAutofocus: only inside the search sheet the visitor just opened
          autoFocus={autoFocus}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => !inline && setTimeout(() => setOpen(false), 150)}
          onKeyDown={onKeyDown}
          placeholder={t("box.placeholder")}
          className={cn(
            "h-11 w-full rounded-full border border-border bg-card pr-20 pl-10 text-base text-foreground shadow-xs sm:text-sm [&::-webkit-search-cancel-button]:appearance-none",
            "transition-[border-color,box-shadow] placeholder:truncate placeholder:text-muted-foreground",
            "focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/20",
          )}
        />
        <span className="-translate-y-1/2 absolute top-1/2 right-2 flex items-center">
          <button
            type="button"
            aria-label={t("box.byImage")}
            onClick={() => picker.current?.click()}
            className="flex size-8 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <Camera aria-hidden className="size-4" />
          </button>
          <button
            type="button"
            aria-label={listening ? t("box.listening") : t("box.byVoice")}
            onClick={voice}
            className={cn(
              "flex size-8 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground",
              listening && "text-primary",
            )}
          >
            <Mic aria-hidden className="size-4" />
          </button>
        </span>
        <input
          ref={picker}
          type="file"
          accept="image/*"
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (!file) return;
            const query = queryFromFileName(file.name);
            setTyped(query);
            submitAll(query);
          }}
        />
      </form>
      {open && (
        <div
          className={cn(
            "overflow-y-auto rounded-2xl bg-card p-2",
            inline
              ? "mt-3 max-h-[calc(85dvh-11rem)]"
              : "absolute inset-x-0 top-12 z-50 max-h-[70vh] shadow-raised ring-1 ring-border",
          )}
        >
          {search.isFetching && options.length === 0 && (
            <p className="flex items-center gap-2 p-3 text-muted-foreground text-sm">
              <Spinner size="sm" label={t("box.searchingLabel")} /> {t("box.searching")}
            </p>
          )}
          <div id={listId} role="listbox" aria-label={t("box.suggestions")}>
            {options.map((option: SearchOption, index) => {
              const heading = option.section !== lastSection ? option.section : null;
              lastSection = option.section;
              return (
                <div key={option.id} role="presentation">
                  {heading && (
                    <p
                      role="presentation"
                      className="px-3 pt-2 pb-1 font-semibold text-muted-foreground text-xs uppercase tracking-wide"
                    >
                      {heading === "trending" ? messageIn(SearchMessages.trending) : t(`sections.${heading}`)}
                    </p>
                  )}
                  <div
                    id={optionId(index)}
                    role="option"
                    tabIndex={-1}
                    aria-selected={index === active}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => go(option.href)}
                    onKeyDown={() => undefined}
                    className={cn(
                      "flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2 text-sm",
                      index === active ? "bg-primary-soft" : "hover:bg-muted",
                    )}
                  >
                    {option.image_url ? (
                      <img
                        src={option.image_url}
                        alt=""
                        className="size-8 shrink-0 rounded-lg object-cover"
                      />
                    ) : option.section === "trending" ? (
                      <TrendingUp aria-hidden className="size-4 shrink-0 text-primary" />
                    ) : (
                      <Search aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                    )}
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-foreground">{option.label}</span>
                      {option.detail && (
                        <span className="block truncate text-muted-foreground text-xs">{option.detail}</span>
                      )}
                    </span>
                  </div>
                </div>
              );
            })}
          </div>
          {nothing && (
            <p className="px-3 py-2 text-muted-foreground text-sm">{messageIn(SearchMessages.noResults)}</p>
          )}
          {!q && options.length === 0 && !search.isFetching && (
            <p className="px-3 py-2 text-muted-foreground text-sm">{t("box.startTyping")}</p>
          )}
        </div>
      )}
    </search>
  );
}
