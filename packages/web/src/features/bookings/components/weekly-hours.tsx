import { WEEKDAYS, type Weekday } from "@saheli/core/bookings";
import { Copy } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useBookingsT } from "../i18n";
import { type AvailabilityDraft, copyToWeekdays } from "../lib/availability-form";
import { RangesEditor } from "./ranges-editor";

type Props = {
  draft: AvailabilityDraft;
  onChange: (draft: AvailabilityDraft) => void;
  problems: Map<string, string>;
};

/** Her week: each day open (with its periods) or closed. */
export function WeeklyHours({ draft, onChange, problems }: Props) {
  const { t } = useBookingsT();
  const setDay = (day: Weekday, ranges: AvailabilityDraft["weekly"][Weekday]) =>
    onChange({ ...draft, weekly: { ...draft.weekly, [day]: ranges } });
  return (
    <ul className="grid">
      {WEEKDAYS.map((day) => {
        const ranges = draft.weekly[day];
        const open = ranges.length > 0;
        const id = `open-${day}`;
        return (
          <li
            key={day}
            className="grid gap-2 border-border border-b py-3 last:border-b-0 sm:grid-cols-[9rem_1fr] sm:items-start"
          >
            <div className="flex items-center justify-between gap-2 sm:pt-2">
              <label htmlFor={id} className="flex cursor-pointer items-center gap-2 font-medium text-sm">
                <input
                  id={id}
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={open}
                  onChange={(event) =>
                    setDay(day, event.target.checked ? [{ start: "10:00", end: "18:00" }] : [])
                  }
                />
                {t(`weekday.${day}`)}
              </label>
              {day === "mon" && open && (
                <Button
                  size="sm"
                  variant="link"
                  className="sm:hidden"
                  onClick={() => onChange(copyToWeekdays(draft, "mon"))}
                >
                  <Copy aria-hidden /> {t("shop.hours.copyToWeekdays")}
                </Button>
              )}
            </div>
            {open ? (
              <div className="flex min-w-0 flex-wrap items-start justify-between gap-2">
                <RangesEditor
                  path={`weekly.${day}`}
                  name={t(`weekday.${day}`)}
                  ranges={ranges}
                  onChange={(next) => setDay(day, next)}
                  problems={problems}
                />
                {day === "mon" && (
                  <Button
                    size="sm"
                    variant="link"
                    className="hidden sm:inline-flex"
                    onClick={() => onChange(copyToWeekdays(draft, "mon"))}
                  >
                    <Copy aria-hidden /> {t("shop.hours.copyMonday")}
                  </Button>
                )}
              </div>
            ) : (
              <p className="text-muted-foreground text-sm sm:pt-2">{t("shop.hours.closed")}</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
