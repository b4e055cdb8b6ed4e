import { z } from "zod";
import {
  APPLICATION_STATUSES,
  JOB_TYPES,
  JobLimits,
  JobMessages,
  normalizeSkills,
  PAY_PERIODS,
} from "../jobs";
import { isDay } from "../vendor-insights";
import { cursorParam } from "./paging";

const pay = z
  .number(JobMessages.payRequired)
  .int(JobMessages.payWhole)
  .min(1, JobMessages.payPositive)
  .max(JobLimits.payMax, JobMessages.payTooHigh);

/**
 * `POST /api/jobs`: what she posts. Posting for her shop takes the shop's name; otherwise she names her business.
 * The closing date is checked against today in India by the server (and the form), not here.
 */
export const jobInputSchema = z
  .object({
    title: z
      .string(JobMessages.titleRequired)
      .trim()
      .min(1, JobMessages.titleRequired)
      .max(JobLimits.titleMax, JobMessages.titleTooLong),
    as_shop: z.boolean().default(false),
    business_name: z.string().trim().max(JobLimits.businessMax, JobMessages.businessTooLong).default(""),
    location: z
      .string()
      .trim()
      .transform((text) => text.replace(/\s+/g, " "))
      .pipe(z.string().max(JobLimits.locationMax, JobMessages.locationTooLong))
      .default(""),
    is_remote: z.boolean().default(false),
    job_type: z.enum(JOB_TYPES, JobMessages.typeRequired),
    pay_min: pay,
    pay_max: pay,
    pay_period: z.enum(PAY_PERIODS, JobMessages.payPeriod),
    skills: z
      .array(z.string().max(JobLimits.skillMax, JobMessages.skillTooLong))
      .default([])
      .transform(normalizeSkills)
      .pipe(z.array(z.string()).max(JobLimits.skillsMax, JobMessages.tooManySkills)),
    description: z
      .string(JobMessages.descriptionRequired)
      .trim()
      .min(1, JobMessages.descriptionRequired)
      .max(JobLimits.descriptionMax, JobMessages.descriptionTooLong),
    how_to_apply: z
      .string(JobMessages.howToApplyRequired)
      .trim()
      .min(1, JobMessages.howToApplyRequired)
      .max(JobLimits.howToApplyMax, JobMessages.howToApplyTooLong),
    closes_on: z
      .string(JobMessages.closingRequired)
      .min(1, JobMessages.closingRequired)
      .refine(isDay, JobMessages.closingInvalid),
  })
  .superRefine((job, ctx) => {
    if (!job.as_shop && !job.business_name)
      ctx.addIssue({ code: "custom", path: ["business_name"], message: JobMessages.businessRequired });
    if (!job.is_remote && !job.location)
      ctx.addIssue({ code: "custom", path: ["location"], message: JobMessages.locationRequired });
    if (job.pay_max < job.pay_min)
      ctx.addIssue({ code: "custom", path: ["pay_max"], message: JobMessages.payOrder });
  });
export type JobInput = z.input<typeof jobInputSchema>;
export type JobFields = z.output<typeof jobInputSchema>;

export const jobPosterSchema = z.object({
  id: z.uuid(),
  username: z.string().nullable(),
  full_name: z.string(),
  avatar_url: z.string().nullable(),
});

/** A job as lists show it; `saved` and `application_status` are the viewer's (false and null for a visitor). */
export const jobCardSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  business_name: z.string(),
  shop: z.object({ id: z.uuid(), slug: z.string(), shop_name: z.string() }).nullable(),
  poster: jobPosterSchema,
  location: z.string(),
  is_remote: z.boolean(),
  job_type: z.enum(JOB_TYPES),
  pay_min: z.number().int(),
  pay_max: z.number().int(),
  pay_period: z.enum(PAY_PERIODS),
  skills: z.array(z.string()),
  closes_on: z.string(),
  closed_at: z.string().nullable(),
  is_open: z.boolean(),
  created_at: z.string(),
  saved: z.boolean(),
  application_status: z.enum(APPLICATION_STATUSES).nullable(),
});
export type JobCard = z.infer<typeof jobCardSchema>;

/** `GET /api/jobs/{id}`: the job page; `application_count` only for its poster. */
export const jobDetailSchema = jobCardSchema.extend({
  description: z.string(),
  how_to_apply: z.string(),
  is_own: z.boolean(),
  application_count: z.number().int().nullable(),
});
export type JobDetail = z.infer<typeof jobDetailSchema>;

const flag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

/** `GET /api/jobs?q=&location=&remote=&type=&pay=&skills=&poster=&shop=&cursor=`: open jobs, newest first. */
export const jobsQuerySchema = z.object({
  q: z.string().max(JobLimits.queryMax, JobMessages.queryTooLong).optional().default(""),
  location: z.string().max(JobLimits.locationMax, JobMessages.locationTooLong).trim().optional().default(""),
  remote: flag,
  type: z
    .string()
    .optional()
    .transform((raw) => (raw ?? "").split(",").filter(Boolean))
    .pipe(z.array(z.enum(JOB_TYPES, JobMessages.typeRequired)).max(JOB_TYPES.length)),
  /** At least this much a month (a year's pay counted by the month). */
  pay: z.coerce.number().int().min(0).max(JobLimits.payMax).optional(),
  /** Comma-separated; a job with any of them matches, ignoring case. */
  skills: z
    .string()
    .max(JobLimits.skillsMax * (JobLimits.skillMax + 1))
    .optional()
    .transform((raw) => normalizeSkills((raw ?? "").split(",")).slice(0, JobLimits.skillsMax)),
  poster: z.uuid().optional(),
  shop: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(50).default(JobLimits.pageSize),
  cursor: cursorParam,
});
export type JobsQuery = z.input<typeof jobsQuerySchema>;

export const jobPageSchema = z.object({
  items: z.array(jobCardSchema),
  /** `?cursor=` of the next page, or null on the last. */
  next_cursor: z.string().nullable(),
});
export type JobPage = z.infer<typeof jobPageSchema>;

/** `GET /api/jobs/posted`: her jobs, open and closed, with how many applied and how many wait for an answer. */
export const postedJobSchema = jobCardSchema.extend({
  application_count: z.number().int(),
  waiting_count: z.number().int(),
});
export const postedJobsSchema = z.object({ items: z.array(postedJobSchema) });
export type PostedJob = z.infer<typeof postedJobSchema>;

/** `POST /api/jobs/cv`: her CV, kept private until she applies with it. */
export const cvUploadSchema = z.object({ path: z.string(), name: z.string(), size: z.number().int() });
export type CvUpload = z.infer<typeof cvUploadSchema>;

/** `POST /api/jobs/{id}/applications`: her profile goes with it, plus a note and, if she likes, her CV. */
export const applyInputSchema = z.object({
  note: z.string().trim().max(JobLimits.noteMax, JobMessages.noteTooLong).default(""),
  cv_path: z.string().max(300).nullable().default(null),
});
export type ApplyInput = z.input<typeof applyInputSchema>;

const cvSchema = z.object({ name: z.string(), size: z.number().int(), url: z.string() }).nullable();

export const applicantSchema = z.object({
  id: z.uuid(),
  username: z.string().nullable(),
  full_name: z.string(),
  avatar_url: z.string().nullable(),
  occupation: z.string().nullable(),
  business_name: z.string().nullable(),
  location: z.string().nullable(),
  bio: z.string().nullable(),
});

/** One application as the job's poster reads it in her inbox. */
export const applicationSchema = z.object({
  id: z.uuid(),
  job_id: z.uuid(),
  status: z.enum(APPLICATION_STATUSES),
  note: z.string(),
  cv: cvSchema,
  decline_message: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  applicant: applicantSchema,
});
export type Application = z.infer<typeof applicationSchema>;
export const applicationsSchema = z.object({ job: postedJobSchema, items: z.array(applicationSchema) });
export type Applications = z.infer<typeof applicationsSchema>;

/** One of her own applications, with the job it was for. */
export const myApplicationSchema = z.object({
  id: z.uuid(),
  status: z.enum(APPLICATION_STATUSES),
  note: z.string(),
  cv: cvSchema,
  decline_message: z.string().nullable(),
  created_at: z.string(),
  job: jobCardSchema,
});
export const myApplicationsSchema = z.object({ items: z.array(myApplicationSchema) });
export type MyApplication = z.infer<typeof myApplicationSchema>;

/** `PATCH /api/jobs/applications/{id}`: shortlist, or decline (with her words, or the kind default). */
export const applicationDecisionSchema = z.object({
  status: z.enum(["shortlisted", "declined"]),
  message: z.string().trim().max(JobLimits.declineMessageMax, JobMessages.declineTooLong).optional(),
});
export type ApplicationDecision = z.input<typeof applicationDecisionSchema>;
