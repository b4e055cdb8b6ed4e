import { timeAgo } from "@saheli/core/feed";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useFeedT } from "../i18n";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago a post or comment was written: core's short English ("now", "5m", "3h") in English, the same steps
 * through `Intl` in her locale otherwise ("5 मि॰ पहले").
 */
export function usePostTime(): (date: Date | string) => string {
  const locale = useIntlLocale();
  const { t } = useFeedT();
  if (locale === "en-IN") return (date) => timeAgo(date);
  const now = t("time.now");
  return (date) => relativeTimeIn(locale, now, date);
}

function relativeTimeIn(locale: string, justNow: string, date: Date | string, at: Date = new Date()): string {
  const elapsed = Math.max(0, at.getTime() - new Date(date).getTime());
  const ago = (n: number, unit: Intl.RelativeTimeFormatUnit) =>
    new Intl.RelativeTimeFormat(locale, { style: "narrow", numeric: "always" }).format(-n, unit);
  if (elapsed < MINUTE) return justNow;
  if (elapsed < HOUR) return ago(Math.floor(elapsed / MINUTE), "minute");
  if (elapsed < DAY) return ago(Math.floor(elapsed / HOUR), "hour");
  if (elapsed < 7 * DAY) return ago(Math.floor(elapsed / DAY), "day");
  if (elapsed < 30 * DAY) return ago(Math.floor(elapsed / (7 * DAY)), "week");
  if (elapsed < 365 * DAY) return ago(Math.floor(elapsed / (30 * DAY)), "month");
  return ago(Math.floor(elapsed / (365 * DAY)), "year");
}
