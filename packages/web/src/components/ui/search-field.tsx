import { Search } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Input } from "@/components/ui/input";

const SETTLE_MS = 300;

type Props = {
  id: string;
  label: string;
  /** The search in effect (the page's address keeps it). */
  value: string;
  maxLength: number;
  onSearch: (search: string) => void;
};

/**
 * A search field whose list follows what she types once she pauses (or at once on Enter). Only her typing
 * schedules a search: a re-render never does, so a late search cannot undo a link she opened meanwhile.
 */
export function SearchField({ id, label, value, maxLength, onSearch }: Props) {
  const [text, setText] = useState(value);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ value, onSearch });
  useEffect(() => {
    latest.current = { value, onSearch };
  });
  useEffect(() => setText(value), [value]);
  useEffect(() => () => clearTimeout(pending.current), []);

  const type = (next: string) => {
    setText(next);
    clearTimeout(pending.current);
    pending.current = setTimeout(() => {
      const typed = next.trim();
      if (typed !== latest.current.value) latest.current.onSearch(typed);
    }, SETTLE_MS);
  };

  return (
    <search className="w-full sm:max-w-xs">
      <form
        className="relative"
        onSubmit={(event) => {
          event.preventDefault();
          clearTimeout(pending.current);
          onSearch(text.trim());
        }}
      >
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <Search
          aria-hidden
          className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-muted-foreground"
        />
        <Input
          id={id}
          type="search"
          placeholder={label}
          autoComplete="off"
          maxLength={maxLength}
          value={text}
          onChange={(event) => type(event.target.value)}
          className="pl-9"
        />
      </form>
    </search>
  );
}
