import type { TimeRange } from "@saheli/core/bookings";
import { Plus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useBookingsT } from "../i18n";
import { nextRange } from "../lib/availability-form";
import { TimeSelect } from "./time-select";

type Props = {
  /** A prefix for ids and problem paths, e.g. `weekly.mon` or `overrides.2.intervals`. */
  path: string;
  /** What the ranges belong to, for labels: "Monday", "25 December". */
  name: string;
  ranges: TimeRange[];
  onChange: (ranges: TimeRange[]) => void;
  problems: Map<string, string>;
};

/** The periods of one day: from and to, removable, with one more to add; each problem beside its row. */
export function RangesEditor({ path, name, ranges, onChange, problems }: Props) {
  const { t } = useBookingsT();
  const messageIn = useMessageIn();
  const id = path.replaceAll(".", "-");
  const set = (i: number, patch: Partial<TimeRange>) =>
    onChange(ranges.map((range, j) => (j === i ? { ...range, ...patch } : range)));
  const dayProblem = problems.get(path);
  return (
    <div className="grid w-full gap-2 sm:w-auto">
      {ranges.map((range, i) => {
        const problem = problems.get(`${path}.${i}.start`) ?? problems.get(`${path}.${i}.end`);
        const errorId = `${id}-${i}-error`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: periods have no identity of their own; keyed by position a changed time keeps its select (and her focus)
          <div key={i} className="grid gap-1">
            <div className="flex items-center gap-2">
              <TimeSelect
                id={`${id}-${i}-start`}
                label={t("shop.hours.periodFrom", { name, number: i + 1 })}
                value={range.start}
                omit="24:00"
                onChange={(start) => set(i, { start })}
                invalid={Boolean(problem)}
                describedBy={problem ? errorId : undefined}
              />
              <span aria-hidden className="text-muted-foreground text-sm">
                {t("shop.hours.to")}
              </span>
              <TimeSelect
                id={`${id}-${i}-end`}
                label={t("shop.hours.periodTo", { name, number: i + 1 })}
                value={range.end}
                omit="00:00"
                onChange={(end) => set(i, { end })}
                invalid={Boolean(problem)}
                describedBy={problem ? errorId : undefined}
              />
              <Button
                size="icon"
                variant="ghost"
                aria-label={t("shop.hours.removePeriod", { name, number: i + 1 })}
                onClick={() => onChange(ranges.filter((_, j) => j !== i))}
              >
                <Trash2 aria-hidden />
              </Button>
            </div>
            {problem && (
              <p id={errorId} role="alert" className="text-destructive text-sm">
                {messageIn(problem)}
              </p>
            )}
          </div>
        );
      })}
      {dayProblem && (
        <p role="alert" className="text-destructive text-sm">
          {messageIn(dayProblem)}
        </p>
      )}
      <Button
        size="sm"
        variant="ghost"
        className="w-fit"
        onClick={() => onChange([...ranges, nextRange(ranges)])}
        aria-label={t("shop.hours.addPeriodOn", { name })}
      >
        <Plus aria-hidden /> {t("shop.hours.addHours")}
      </Button>
    </div>
  );
}
