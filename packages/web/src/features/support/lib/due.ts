import { formatSupportDue } from "@saheli/core/support";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";

/** Core's `formatSupportDue` ("Fri, 27 Nov, 2026, 3:30 pm IST") in her language; due times are told in India's time. */
export function useFormatDue(): (date: Date) => string {
  const locale = useIntlLocale();
  return (date) =>
    locale === "en-IN"
      ? formatSupportDue(date)
      : `${new Intl.DateTimeFormat(locale, {
          weekday: "short",
          day: "numeric",
          month: "short",
          year: "numeric",
          hour: "numeric",
          minute: "2-digit",
          timeZone: "Asia/Kolkata",
        }).format(date)} IST`;
}
