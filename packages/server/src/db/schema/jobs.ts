import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns.js";
import { profiles } from "./profiles.js";
import { shops } from "./shops.js";

/** PostgreSQL's text-search document type. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * Issue 23 §1: a job posted by a verified member, for her business or her shop. Open while `closed_at` is null
 * and its closing day (IST) has not passed; the rule is `isJobOpen` in core, and every query repeats it.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: id(),
    poster_id: uuid("poster_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    /** Set when she posted it for her shop; the job then shows on the shop's page too. */
    shop_id: uuid("shop_id").references(() => shops.id, { onDelete: "set null" }),
    business_name: text("business_name").notNull(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    location: text("location").notNull().default(""),
    is_remote: boolean("is_remote").notNull().default(false),
    job_type: text("job_type").notNull(),
    /** Whole rupees. */
    pay_min: integer("pay_min").notNull(),
    pay_max: integer("pay_max").notNull(),
    pay_period: text("pay_period").notNull(),
    skills: text("skills").array().notNull().default(sql`'{}'::text[]`),
    /** The skills lowercased, for the skills filter (`&&` on the GIN index). */
    skill_keys: text("skill_keys").array().notNull().default(sql`'{}'::text[]`),
    /** The skills as one text, part of the search document (`array_to_string` is not immutable, so not indexable). */
    skills_text: text("skills_text").notNull().default(""),
    description: text("description").notNull(),
    how_to_apply: text("how_to_apply").notNull(),
    closes_on: date("closes_on", { mode: "string" }).notNull(),
    closed_at: timestamp("closed_at", { withTimezone: true }),
    application_count: integer("application_count").notNull().default(0),
    /**
     * What a search reads, kept with the row: a text match's recheck reads it instead of parsing the description
     * again for every job found (migration 0028_wave2).
     */
    search_document: tsvector("search_document").generatedAlwaysAs(
      sql`to_tsvector('simple', title || ' ' || business_name || ' ' || skills_text || ' ' || description)`,
    ),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    // The list's order among jobs not closed by hand (walked backwards: newest first); the closing day is checked
    // on the rows walked.
    index("jobs_open_created_idx").on(t.created_at, t.id).where(sql`${t.closed_at} is null`),
    index("jobs_poster_idx").on(t.poster_id, t.created_at),
    index("jobs_shop_idx").on(t.shop_id, t.created_at).where(sql`${t.shop_id} is not null`),
    index("jobs_search_document_idx").using("gin", t.search_document),
    index("jobs_title_trgm").using("gin", sql`lower(${t.title}) gin_trgm_ops`),
    index("jobs_skill_keys_idx").using("gin", t.skill_keys),
    check("jobs_type_check", sql`${t.job_type} in ('full_time', 'part_time', 'freelance', 'internship')`),
    check("jobs_pay_period_check", sql`${t.pay_period} in ('month', 'year', 'project')`),
    check("jobs_pay_check", sql`${t.pay_min} > 0 and ${t.pay_max} >= ${t.pay_min}`),
  ],
);

/** One application: her profile (read live), a note and an optional CV kept private to the job's poster. */
export const jobApplications = pgTable(
  "job_applications",
  {
    id: id(),
    job_id: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    applicant_id: uuid("applicant_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    note: text("note").notNull().default(""),
    /** A storage key under private/job-cvs/{applicant}/; served only through the job's routes. */
    cv_path: text("cv_path"),
    cv_name: text("cv_name"),
    cv_size: integer("cv_size"),
    status: text("status").notNull().default("submitted"),
    decline_message: text("decline_message"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("job_applications_job_applicant_idx").on(t.job_id, t.applicant_id),
    index("job_applications_applicant_idx").on(t.applicant_id, t.created_at),
    check("job_applications_status_check", sql`${t.status} in ('submitted', 'shortlisted', 'declined')`),
  ],
);

/** Jobs she saved; `/saved` reads this table too, so its name and shape stay as they are. */
export const savedJobs = pgTable(
  "saved_jobs",
  {
    user_id: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    job_id: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.job_id] }),
    index("saved_jobs_recent_idx").on(t.user_id, t.created_at),
  ],
);
