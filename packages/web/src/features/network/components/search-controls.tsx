import { PEOPLE_SORTS, type PeopleSort } from "@saheli/core/people";
import { BadgeCheck, Briefcase, MapPin, Search, X } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { PeopleSearch } from "../api/search-people";
import { useNetworkT } from "../i18n";

type SearchControlsProps = {
  value: PeopleSearch;
  onChange: (next: PeopleSearch) => void;
};

/** The search box, sort and filters of Find People (doc 2 §7 "Discovery behaviour"). */
export function SearchControls({ value, onChange }: SearchControlsProps) {
  const { t } = useNetworkT();
  const id = useId();
  const set = (patch: Partial<PeopleSearch>) => onChange({ ...value, ...patch });
  return (
    <search className="grid gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="relative min-w-0 flex-1">
          <Label htmlFor={`${id}-q`} className="sr-only">
            {t("search.label")}
          </Label>
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={`${id}-q`}
            type="search"
            value={value.q}
            onChange={(event) => set({ q: event.target.value })}
            placeholder={t("search.placeholder")}
            autoComplete="off"
            enterKeyHint="search"
            className="h-12 rounded-full pr-11 pl-11 [&::-webkit-search-cancel-button]:hidden"
          />
          {value.q && (
            <Button
              variant="ghost"
              size="icon"
              aria-label={t("search.clear")}
              className="absolute top-1/2 right-1 size-10 -translate-y-1/2"
              onClick={() => set({ q: "" })}
            >
              <X aria-hidden />
            </Button>
          )}
        </div>
        <div className="flex items-center gap-2 sm:w-48">
          <Label htmlFor={`${id}-sort`} className="shrink-0 text-muted-foreground">
            {t("search.sort")}
          </Label>
          <Select value={value.sort} onValueChange={(sort) => set({ sort: sort as PeopleSort })}>
            <SelectTrigger id={`${id}-sort`} className="h-12 rounded-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {PEOPLE_SORTS.map((sort) => (
                <SelectItem key={sort} value={sort}>
                  {t(`search.sorts.${sort}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">{t("search.filters")}</legend>
        <FilterChip pressed={value.verified} onPressedChange={(verified) => set({ verified })}>
          <BadgeCheck aria-hidden /> {t("search.verified")}
        </FilterChip>
        <FilterChip pressed={value.hasBusiness} onPressedChange={(hasBusiness) => set({ hasBusiness })}>
          <Briefcase aria-hidden /> {t("search.hasBusiness")}
        </FilterChip>
        <div className="relative w-full sm:w-56">
          <Label htmlFor={`${id}-location`} className="sr-only">
            {t("search.location")}
          </Label>
          <MapPin
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={`${id}-location`}
            value={value.location}
            onChange={(event) => set({ location: event.target.value })}
            placeholder={t("search.locationPlaceholder")}
            autoComplete="address-level2"
            className="h-9 rounded-full pl-9"
          />
        </div>
      </fieldset>
    </search>
  );
}

function FilterChip({
  pressed,
  onPressedChange,
  children,
}: {
  pressed: boolean;
  onPressedChange: (pressed: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Button
      size="sm"
      variant={pressed ? "secondary" : "outline"}
      aria-pressed={pressed}
      className="h-9 aria-pressed:ring-1 aria-pressed:ring-primary/40"
      onClick={() => onPressedChange(!pressed)}
    >
      {children}
    </Button>
  );
}
