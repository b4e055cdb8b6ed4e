import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import { Input } from "@/components/ui/input";
import { useVendorOrdersT } from "../i18n";

const SETTLE_MS = 300;

/** Search by order number: the list follows what she types once she pauses. */
export function OrderSearch({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const { t } = useVendorOrdersT();
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
        <label htmlFor="vendor-order-search" className="sr-only">
          {t("list.search")}
        </label>
        <Search
          aria-hidden
          className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-muted-foreground"
        />
        <Input
          id="vendor-order-search"
          type="search"
          placeholder={t("list.search")}
          autoComplete="off"
          maxLength={40}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="pl-9"
        />
      </form>
    </search>
  );
}
