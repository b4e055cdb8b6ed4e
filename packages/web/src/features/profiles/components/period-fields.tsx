import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { fieldClasses } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { useProfilesT } from "../i18n";
import { MONTH_KEYS } from "../lib/use-period-label";

/** Empty inputs become null (optional) so zod sees "not given" rather than NaN. */
export const asOptionalNumber = (value: unknown) =>
  value === "" || value === null || value === undefined ? null : Number(value);
/** A required number: empty becomes undefined so the error says it is missing. */
export const asNumber = (value: unknown) => (value === "" || value == null ? undefined : Number(value));

/** zod's "expected number" for an empty year reads better as a request. */
export function yearError(error: FieldError | undefined, missing: string): string | undefined {
  if (!error) return undefined;
  return error.type === "invalid_type" ? missing : error.message;
}

export function MonthSelect({
  id,
  label,
  registration,
}: {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
}) {
  const { t } = useProfilesT();
  return (
    <select id={id} aria-label={label} className={cn(fieldClasses, "h-11")} {...registration}>
      <option value="">{t("period.month")}</option>
      {MONTH_KEYS.map((month, index) => (
        <option key={month} value={index + 1}>
          {t(`period.months.${month}`)}
        </option>
      ))}
    </select>
  );
}
