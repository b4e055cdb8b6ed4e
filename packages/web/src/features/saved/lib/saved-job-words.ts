import { isJobOpen, type JobType, type PayPeriod } from "@saheli/core/jobs";
import { formatMoney } from "@saheli/core/money";
import { istDay } from "@saheli/core/vendor-insights";
import type { TFunction } from "i18next";

type Job = {
  job_type: JobType;
  pay_min: number;
  pay_max: number;
  pay_period: PayPeriod;
  closes_on: string;
  closed_at: string | null;
};

/**
 * A saved job's type, pay and closing date in her language: the same text as core's `JOB_TYPE_LABELS`,
 * `formatPay` and `closingLabel` in English.
 */
export function savedJobWords(t: TFunction<"saved">, locale: string, job: Job, now: Date) {
  const range =
    job.pay_min === job.pay_max
      ? formatMoney(job.pay_min)
      : `${formatMoney(job.pay_min)}–${formatMoney(job.pay_max)}`;
  const pay = t(`item.pay.${job.pay_period}`, { range });
  let closing: string;
  if (!isJobOpen(job, now)) closing = t("item.closed");
  else if (job.closes_on === istDay(now)) closing = t("item.closesToday");
  else {
    const date = new Date(`${job.closes_on}T00:00:00Z`).toLocaleDateString(locale, {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    });
    closing = t("item.closes", { date });
  }
  return {
    type: t(`item.type.${job.job_type}`),
    pay: job.job_type === "internship" ? t("item.stipend", { pay }) : pay,
    closing,
  };
}
