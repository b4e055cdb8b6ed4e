import type { ApplicationStatus, JobType, PayPeriod } from "@saheli/core/jobs";
import { isJobOpen } from "@saheli/core/jobs";
import { formatMoney } from "@saheli/core/money";
import { istDay } from "@saheli/core/vendor-insights";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useJobsT } from "../i18n";

type Pay = { pay_min: number; pay_max: number; pay_period: PayPeriod; job_type: JobType };
type Closing = { closes_on: string; closed_at: string | null };

/**
 * Core's job words (its type, pay, closing date and an application's status) in her language: the same text as
 * core's `JOB_TYPE_LABELS`, `formatPay`, `closingLabel` and `APPLICATION_STATUS_LABELS` in English.
 */
export function useJobWords() {
  const { t } = useJobsT();
  const locale = useIntlLocale();
  return {
    type: (type: JobType) => t(`type.${type}`),
    status: (status: ApplicationStatus) => t(`status.${status}`),
    pay: (job: Pay) => {
      const range =
        job.pay_min === job.pay_max
          ? formatMoney(job.pay_min)
          : `${formatMoney(job.pay_min)}–${formatMoney(job.pay_max)}`;
      const text = t(`facts.pay.${job.pay_period}`, { range });
      return job.job_type === "internship" ? t("facts.stipend", { pay: text }) : text;
    },
    closing: (job: Closing, now: Date) => {
      if (!isJobOpen(job, now)) return t("facts.closed");
      if (job.closes_on === istDay(now)) return t("facts.closesToday");
      const date = new Date(`${job.closes_on}T00:00:00Z`).toLocaleDateString(locale, {
        day: "numeric",
        month: "short",
        year: "numeric",
        timeZone: "UTC",
      });
      return t("facts.closes", { date });
    },
  };
}
