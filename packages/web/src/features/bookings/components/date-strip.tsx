import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useBookingsT } from "../i18n";
import { dayParts } from "../lib/slot-days";
import type { SlotWindowState } from "../lib/use-slot-window";

/** The fortnight's days as toggle buttons, each saying how many times it has; arrows to the next fortnight. */
export function DateStrip({ state }: { state: SlotWindowState }) {
  const { t } = useBookingsT();
  const locale = useIntlLocale();
  const { window, byDay, day, chooseDay, earlier, later } = state;
  const first = dayParts(window.days[0]!, locale);
  const last = dayParts(window.days.at(-1)!, locale);
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <h2 id="date-strip-heading" className="font-medium text-sm">
          {first.day} {first.month} – {last.day} {last.month}
        </h2>
        <div className="flex gap-1">
          <Button
            size="icon"
            variant="outline"
            aria-label={t("buyer.slots.earlier")}
            disabled={!earlier}
            onClick={() => earlier?.()}
          >
            <ChevronLeft aria-hidden />
          </Button>
          <Button
            size="icon"
            variant="outline"
            aria-label={t("buyer.slots.later")}
            disabled={!later}
            onClick={() => later?.()}
          >
            <ChevronRight aria-hidden />
          </Button>
        </div>
      </div>
      <ul
        aria-labelledby="date-strip-heading"
        className="-mx-1 flex snap-x gap-2 overflow-x-auto px-1 pb-1 [scrollbar-width:thin]"
      >
        {window.days.map((d) => {
          const parts = dayParts(d, locale);
          const count = byDay.get(d)?.length ?? 0;
          const chosen = d === day;
          return (
            <li key={d} className="snap-start">
              <button
                type="button"
                aria-pressed={chosen}
                disabled={count === 0}
                aria-label={
                  count === 0
                    ? t("buyer.slots.dayNoTimes", { day: parts.long })
                    : t("buyer.slots.dayTimes", { day: parts.long, count })
                }
                onClick={() => chooseDay(d)}
                className={cn(
                  "flex w-16 flex-col items-center gap-0.5 rounded-xl border px-2 py-2 text-center transition-colors",
                  "focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2",
                  chosen
                    ? "border-primary bg-primary text-primary-foreground"
                    : "border-border bg-card hover:border-primary/50 hover:bg-primary-soft",
                  "disabled:cursor-not-allowed disabled:border-dashed disabled:bg-muted/50 disabled:text-muted-foreground disabled:hover:bg-muted/50",
                )}
              >
                <span className="font-medium text-xs uppercase">{parts.weekday}</span>
                <span className="font-display font-semibold text-lg leading-tight">{parts.day}</span>
                <span className="text-xs">{parts.month}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
