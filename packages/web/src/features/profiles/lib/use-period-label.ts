import { useProfilesT } from "../i18n";

/** The month keys of the catalogue, January first (core's `MONTHS` in her language). */
export const MONTH_KEYS = [
  "jan",
  "feb",
  "mar",
  "apr",
  "may",
  "jun",
  "jul",
  "aug",
  "sep",
  "oct",
  "nov",
  "dec",
] as const;

type Point = { year: number; month?: number | null };

/** Core's `periodLabel` in her language: 'Mar 2021 – Present', '2019 – 2021'. */
export function usePeriodLabel() {
  const { t } = useProfilesT();
  const one = ({ year, month }: Point) => {
    const key = month ? MONTH_KEYS[month - 1] : undefined;
    return key ? `${t(`period.months.${key}`)} ${year}` : `${year}`;
  };
  return (start: Point, end?: { year: number | null; month?: number | null } | null, current = false) => {
    const from = one(start);
    if (current) return `${from} – ${t("period.present")}`;
    if (!end?.year) return from;
    return `${from} – ${one({ year: end.year, month: end.month })}`;
  };
}
