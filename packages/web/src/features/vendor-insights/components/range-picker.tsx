import { type DayRange, InsightsLimits, presetOf, type RangePreset } from "@saheli/core/vendor-insights";
import { CalendarRange } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useVendorInsightsT } from "../i18n";
import { checkCustom } from "../lib/range";

type Props = {
  range: DayRange;
  today: string;
  onPreset: (preset: RangePreset) => void;
  onCustom: (range: DayRange) => void;
};

/** 7, 30 or 90 days ending today, or her own dates (at most 366 days). */
export function RangePicker({ range, today, onPreset, onCustom }: Props) {
  const { t } = useVendorInsightsT();
  const preset = presetOf(range, today);
  const [customOpen, setCustomOpen] = useState(preset === null);
  useEffect(() => {
    if (preset === null) setCustomOpen(true);
  }, [preset]);
  const pressed = (value: RangePreset | "custom") =>
    value === "custom" ? customOpen || preset === null : !customOpen && preset === value;

  return (
    <div className="grid gap-3">
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">{t("range.period")}</legend>
        {InsightsLimits.presets.map((days) => (
          <RangeButton
            key={days}
            pressed={pressed(days)}
            onClick={() => {
              setCustomOpen(false);
              onPreset(days);
            }}
          >
            {t("range.days", { count: days })}
          </RangeButton>
        ))}
        <RangeButton pressed={pressed("custom")} onClick={() => setCustomOpen(true)}>
          <CalendarRange aria-hidden className="size-4" /> {t("range.custom")}
        </RangeButton>
      </fieldset>
      {customOpen && <CustomRange range={range} today={today} onApply={onCustom} />}
    </div>
  );
}

function RangeButton({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      size="sm"
      variant={pressed ? "primary" : "outline"}
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(!pressed && "text-muted-foreground")}
    >
      {children}
    </Button>
  );
}

function CustomRange({
  range,
  today,
  onApply,
}: {
  range: DayRange;
  today: string;
  onApply: (range: DayRange) => void;
}) {
  const { t } = useVendorInsightsT();
  const messageIn = useMessageIn();
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [error, setError] = useState<string>();
  useEffect(() => {
    setFrom(range.from);
    setTo(range.to);
  }, [range.from, range.to]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkCustom(from, to, today);
    if ("error" in checked) return setError(checked.error);
    setError(undefined);
    onApply(checked.range);
  };
  return (
    <form
      onSubmit={submit}
      aria-label={t("range.customPeriod")}
      className="flex flex-wrap items-end gap-3 rounded-2xl bg-card p-3 shadow-card ring-1 ring-border"
      noValidate
    >
      <Field id="range-from" label={t("range.from")} className="min-w-36 flex-1 sm:flex-none">
        <Input
          id="range-from"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "range-error" : undefined}
          type="date"
          max={today}
          value={from}
          onChange={(event) => setFrom(event.target.value)}
        />
      </Field>
      <Field id="range-to" label={t("range.to")} className="min-w-36 flex-1 sm:flex-none">
        <Input
          id="range-to"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "range-error" : undefined}
          type="date"
          max={today}
          value={to}
          onChange={(event) => setTo(event.target.value)}
        />
      </Field>
      <Button type="submit" variant="secondary" className="h-11">
        {t("range.show")}
      </Button>
      {error && (
        <p id="range-error" role="alert" className="basis-full text-destructive text-sm">
          {messageIn(error)}
        </p>
      )}
    </form>
  );
}
