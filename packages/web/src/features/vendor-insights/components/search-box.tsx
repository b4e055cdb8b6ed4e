import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import { Input } from "@/components/ui/input";

const SETTLE_MS = 300;

/** A search field whose list follows what she types once she pauses (or at once on Enter). */
export function SearchBox({
  id,
  label,
  value,
  maxLength,
  onSearch,
}: {
  id: string;
  label: string;
  value: string;
  maxLength: number;
  onSearch: (search: string) => void;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    const typed = text.trim();
    if (typed === value) return;
    const timer = setTimeout(() => onSearch(typed), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <search className="w-full sm:max-w-xs">
      <form
        className="relative"
        onSubmit={(event) => {
          event.preventDefault();
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
          onChange={(event) => setText(event.target.value)}
          className="pl-9"
        />
      </form>
    </search>
  );
}
