import {
  type DayRange,
  InsightsLimits,
  InsightsMessages,
  isDay,
  istDay,
  presetRange,
  type RangePreset,
  resolveRange,
} from "@saheli/core/vendor-insights";

/** The range a page address asks for: `?days=7|30|90`, or `?from=&to=` (custom); else the last 30 days. */
export function rangeFromParams(params: URLSearchParams, today: string): DayRange {
  const days = Number(params.get("days"));
  if ((InsightsLimits.presets as readonly number[]).includes(days)) return presetRange(days, today);
  const from = params.get("from") ?? undefined;
  const to = params.get("to") ?? undefined;
  if (from !== undefined || to !== undefined) {
    const resolved = resolveRange({ from, to }, today);
    if ("range" in resolved) return resolved.range;
  }
  return presetRange(InsightsLimits.defaultDays, today);
}

/** The address of a preset (`?days=90`) or of a custom range (`?from=&to=`). */
export function paramsOf(choice: { preset: RangePreset } | DayRange): URLSearchParams {
  return "preset" in choice
    ? new URLSearchParams({ days: String(choice.preset) })
    : new URLSearchParams({ from: choice.from, to: choice.to });
}

/** The custom form's answer: the range, or what is wrong with it in the server's words. */
export function checkCustom(
  from: string,
  to: string,
  today: string,
): { range: DayRange } | { error: string } {
  if (!isDay(from) || !isDay(to)) return { error: InsightsMessages.badDate };
  return resolveRange({ from, to }, today);
}

/** India's calendar day now. */
export const todayInIndia = () => istDay(new Date());

const dayLabels = new Map<string, Intl.DateTimeFormat>();
/** A day's label in a locale (`en-IN`, `hi-IN`), with or without its year; each format made once. */
function dayLabel(locale: string, withYear: boolean): Intl.DateTimeFormat {
  const key = `${locale}:${withYear}`;
  let format = dayLabels.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: "numeric",
      month: "short",
      ...(withYear ? { year: "numeric" } : {}),
      timeZone: "UTC",
    });
    dayLabels.set(key, format);
  }
  return format;
}

/** `12 Jun` for a chart's axis (the day is a calendar day: read in UTC so no zone moves it). */
export const shortDay = (day: string, locale = "en-IN") =>
  dayLabel(locale, false).format(new Date(`${day}T00:00:00Z`));

/** `12 Jun 2026`. */
export const longDay = (day: string, locale = "en-IN") =>
  dayLabel(locale, true).format(new Date(`${day}T00:00:00Z`));

/** `1 Jun – 30 Jun 2026`, or one day alone. */
export function rangeLabel(range: DayRange, locale = "en-IN"): string {
  if (range.from === range.to) return longDay(range.from, locale);
  const sameYear = range.from.slice(0, 4) === range.to.slice(0, 4);
  return `${sameYear ? shortDay(range.from, locale) : longDay(range.from, locale)} – ${longDay(range.to, locale)}`;
}
