import { addDays, localDay } from "@saheli/core/bookings";
import { CalendarPlus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useBookingsT } from "../i18n";
import type { AvailabilityDraft } from "../lib/availability-form";
import { dayParts } from "../lib/slot-days";
import { RangesEditor } from "./ranges-editor";

type Props = {
  draft: AvailabilityDraft;
  onChange: (draft: AvailabilityDraft) => void;
  problems: Map<string, string>;
};

/** Dates with other hours than the week's, or a day off (no hours). */
export function SpecialDates({ draft, onChange, problems }: Props) {
  const { t } = useBookingsT();
  const messageIn = useMessageIn();
  const locale = useIntlLocale();
  const overrides = draft.overrides;
  const set = (i: number, patch: Partial<AvailabilityDraft["overrides"][number]>) =>
    onChange({ ...draft, overrides: overrides.map((o, j) => (j === i ? { ...o, ...patch } : o)) });
  const add = () => {
    const taken = new Set(overrides.map((o) => o.day));
    let day = addDays(localDay(Date.now(), draft.timezone), 1);
    while (taken.has(day)) day = addDays(day, 1);
    onChange({ ...draft, overrides: [...overrides, { day, intervals: [] }] });
  };
  return (
    <div className="grid gap-3">
      {overrides.length === 0 && <p className="text-muted-foreground text-sm">{t("shop.hours.noDates")}</p>}
      <ul className="grid gap-3">
        {overrides.map((override, i) => {
          const dayId = `override-${i}-day`;
          const dayProblem = problems.get(`overrides.${i}.day`);
          const name = /^\d{4}-\d{2}-\d{2}$/.test(override.day)
            ? dayParts(override.day, locale).long
            : t("shop.hours.thisDate");
          const off = override.intervals.length === 0;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a date being typed has no identity yet; keyed by position it keeps her focus
            <li key={i} className="grid gap-3 rounded-xl border border-border p-3">
              <div className="flex flex-wrap items-end gap-3">
                <div className="grid gap-1.5">
                  <label htmlFor={dayId} className="font-medium text-sm">
                    {t("shop.hours.date")}
                  </label>
                  <Input
                    id={dayId}
                    type="date"
                    className="h-10 w-44"
                    value={override.day}
                    aria-invalid={dayProblem ? true : undefined}
                    aria-describedby={dayProblem ? `${dayId}-error` : undefined}
                    onChange={(event) => set(i, { day: event.target.value })}
                  />
                </div>
                <label className="flex h-10 cursor-pointer items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={off}
                    onChange={(event) =>
                      set(i, { intervals: event.target.checked ? [] : [{ start: "10:00", end: "14:00" }] })
                    }
                  />
                  {t("shop.hours.dayOff")}
                </label>
                <Button
                  size="icon"
                  variant="ghost"
                  className="ml-auto"
                  aria-label={t("shop.hours.remove", { name })}
                  onClick={() => onChange({ ...draft, overrides: overrides.filter((_, j) => j !== i) })}
                >
                  <Trash2 aria-hidden />
                </Button>
              </div>
              {dayProblem && (
                <p id={`${dayId}-error`} role="alert" className="text-destructive text-sm">
                  {messageIn(dayProblem)}
                </p>
              )}
              {!off && (
                <RangesEditor
                  path={`overrides.${i}.intervals`}
                  name={name}
                  ranges={override.intervals}
                  onChange={(intervals) => set(i, { intervals })}
                  problems={problems}
                />
              )}
            </li>
          );
        })}
      </ul>
      <Button variant="outline" className="w-fit" onClick={add}>
        <CalendarPlus aria-hidden /> {t("shop.hours.addDate")}
      </Button>
    </div>
  );
}
