/** Jobs (issue 23 §1): posted by verified members and shops, searched, saved and applied to with her profile. */

import { formatMoney } from "./money";
import { shopSlug } from "./slugs";
import { istDay } from "./vendor-insights";

export const JOB_TYPES = ["full_time", "part_time", "freelance", "internship"] as const;
export type JobType = (typeof JOB_TYPES)[number];

export const JOB_TYPE_LABELS: Record<JobType, string> = {
  full_time: "Full-time",
  part_time: "Part-time",
  freelance: "Freelance",
  internship: "Internship",
};

/** How often the pay is paid: a salary or stipend by the month or the year, or a fee for a freelance project. */
export const PAY_PERIODS = ["month", "year", "project"] as const;
export type PayPeriod = (typeof PAY_PERIODS)[number];

export const PAY_PERIOD_LABELS: Record<PayPeriod, string> = {
  month: "a month",
  year: "a year",
  project: "for the project",
};

export const APPLICATION_STATUSES = ["submitted", "shortlisted", "declined"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  submitted: "Applied",
  shortlisted: "Shortlisted",
  declined: "Declined",
};

export const JobLimits = {
  titleMax: 120,
  businessMax: 120,
  locationMax: 80,
  skillMax: 40,
  skillsMax: 15,
  descriptionMax: 5000,
  howToApplyMax: 1000,
  /** ₹10 crore: above any salary or fee a person would type on purpose. */
  payMax: 100_000_000,
  /** A job is open for at most about six months. */
  closesWithinDays: 180,
  noteMax: 1000,
  declineMessageMax: 1000,
  cvBytesMax: 5 * 1024 * 1024,
  pageSize: 20,
  /** Jobs shown on her profile or shop page. */
  posterSectionMax: 5,
  queryMax: 200,
} as const;

export const JobMessages = {
  titleRequired: "Please enter the job title",
  titleTooLong: `Job title must be at most ${JobLimits.titleMax} characters`,
  businessRequired: "Please enter the name of your business",
  businessTooLong: `Business name must be at most ${JobLimits.businessMax} characters`,
  noShop: "You don't have a shop to post this job for",
  locationRequired: "Please enter where the job is, or mark it as remote",
  locationTooLong: `Location must be at most ${JobLimits.locationMax} characters`,
  typeRequired: "Please choose full-time, part-time, freelance or internship",
  payRequired: "Please state the pay: every job on Saheli says what it pays",
  stipendRequired: "Please state the stipend: every internship on Saheli is paid",
  payWhole: "Pay must be a whole number of rupees",
  payPositive: "Pay must be more than ₹0",
  payTooHigh: `Pay must be at most ${formatMoney(JobLimits.payMax)}`,
  payOrder: "The highest pay must be at least the lowest pay",
  payPeriod: "Please choose whether the pay is a month, a year or for the project",
  skillTooLong: `Each skill must be at most ${JobLimits.skillMax} characters`,
  tooManySkills: `Please list at most ${JobLimits.skillsMax} skills`,
  descriptionRequired: "Please describe the job",
  descriptionTooLong: `Description must be at most ${JobLimits.descriptionMax} characters`,
  howToApplyRequired: "Please say how to apply",
  howToApplyTooLong: `How to apply must be at most ${JobLimits.howToApplyMax} characters`,
  closingRequired: "Please choose the closing date",
  closingInvalid: "Please enter the closing date as a real date",
  closingPast: "The closing date cannot be in the past",
  closingTooFar: `The closing date must be within ${JobLimits.closesWithinDays} days`,
  notFound: "Job not found",
  closed: "This job is closed and no longer takes applications",
  closedNoEdit: "This job is closed, so it can't be edited",
  saved: "Your changes are saved",
  ownJob: "You can't apply to your own job",
  alreadyApplied: "You have already applied to this job",
  noteTooLong: `Your note must be at most ${JobLimits.noteMax} characters`,
  cvNotPdf: "Your CV must be a PDF",
  cvTooLarge: "Your CV must be at most 5 MB",
  cvNotYours: "You can only attach a CV you uploaded",
  cvMissing: "That CV was not found; please upload it again",
  applicationNotFound: "Application not found",
  declineTooLong: `Your message must be at most ${JobLimits.declineMessageMax} characters`,
  alreadyDeclined: "This application was declined and can't be changed",
  posted: "Your job is posted",
  applied: "Your application is sent",
  queryTooLong: `Search must be at most ${JobLimits.queryMax} characters`,
} as const;

/** The kind words an applicant reads when the poster declines without writing her own. */
export const DEFAULT_DECLINE_MESSAGE =
  "Thank you for applying and for the time you put into it. We have decided to go ahead with other applicants " +
  "for this role, but we were glad to hear from you and wish you every success. Please do apply to our future openings.";

const DAY_MS = 86_400_000;

/** A job's slug: its title as a shop name's slug is made, kept short; `job` when nothing readable is left. */
export function jobSlug(title: string): string {
  return shopSlug(title).slice(0, 60).replace(/-+$/, "") || "job";
}

/** Doc 2 §2: `/community/jobs/{slug}-{id}`. */
export function jobPath(job: { id: string; slug: string }): string {
  return `/community/jobs/${job.slug}-${job.id}`;
}

/**
 * A job takes applications through the whole of its closing day in India (IST), unless the poster closed it
 * sooner: from the next day on it is closed, listed nowhere and shown as "Closed".
 */
export function isJobOpen(job: { closes_on: string; closed_at: string | null }, now: Date): boolean {
  return job.closed_at === null && job.closes_on >= istDay(now);
}

/** Her closing date against today in India: null when fine, else the reason in words. */
export function closingDateProblem(closesOn: string, now: Date): string | null {
  const today = istDay(now);
  if (closesOn < today) return JobMessages.closingPast;
  const last = istDay(new Date(Date.parse(`${today}T00:00:00Z`) + JobLimits.closesWithinDays * DAY_MS));
  return closesOn > last ? JobMessages.closingTooFar : null;
}

/** Pay the filter compares: a year's pay counts by the month; a project's fee as it is. */
export function monthlyPay(amount: number, period: PayPeriod): number {
  return period === "year" ? Math.floor(amount / 12) : amount;
}

/** `₹25,000–₹40,000 a month`, `Stipend ₹10,000 a month` (one figure when both ends are the same). */
export function formatPay(job: {
  pay_min: number;
  pay_max: number;
  pay_period: PayPeriod;
  job_type: JobType;
}): string {
  const range =
    job.pay_min === job.pay_max
      ? formatMoney(job.pay_min)
      : `${formatMoney(job.pay_min)}–${formatMoney(job.pay_max)}`;
  const text = `${range} ${PAY_PERIOD_LABELS[job.pay_period]}`;
  return job.job_type === "internship" ? `Stipend ${text}` : text;
}

/** Skills trimmed, empty ones dropped, repeats (ignoring case) kept once, in her order. */
export function normalizeSkills(skills: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of skills) {
    const skill = raw.trim().replace(/\s+/g, " ");
    const key = skill.toLowerCase();
    if (!skill || seen.has(key)) continue;
    seen.add(key);
    out.push(skill);
  }
  return out;
}

/** `Closes 3 Dec 2026` / `Closes today` / `Closed`. */
export function closingLabel(job: { closes_on: string; closed_at: string | null }, now: Date): string {
  if (!isJobOpen(job, now)) return "Closed";
  if (job.closes_on === istDay(now)) return "Closes today";
  const date = new Date(`${job.closes_on}T00:00:00Z`).toLocaleDateString("en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
  return `Closes ${date}`;
}
