import { fieldClasses } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { useBookingsT } from "../i18n";
import { TIME_CHOICES } from "../lib/availability-form";

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  describedBy?: string;
  /** Hide 24:00 (a period cannot start at the end of the day) or 00:00 (nor end at its start). */
  omit?: string;
};

/** A time of day in quarter hours: a native select, so phones show their own wheel and keyboards just work. */
export function TimeSelect({ id, label, value, onChange, invalid, describedBy, omit }: Props) {
  const { t } = useBookingsT();
  return (
    <select
      id={id}
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className={cn(fieldClasses, "h-10 min-w-0 flex-1 pr-2 sm:w-32 sm:flex-none")}
    >
      {TIME_CHOICES.filter((choice) => choice.value !== omit).map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.value === "24:00" ? t("shop.hours.midnight") : choice.label}
        </option>
      ))}
    </select>
  );
}
