import type { ApplicationStatus } from "@saheli/core/jobs";
import { type SQL, sql } from "drizzle-orm";
import type { Executor, SqlRows } from "../../db/connect.js";

async function run<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as SqlRows).rows as T[];
}

export type ApplicationRow = {
  id: string;
  job_id: string;
  status: ApplicationStatus;
  note: string;
  cv_name: string | null;
  cv_size: number | null;
  decline_message: string | null;
  created_at: Date | string;
  updated_at: Date | string;
};

const applicationColumns = sql`a.id, a.job_id, a.status, a.note, a.cv_name, a.cv_size, a.decline_message,
  a.created_at, a.updated_at`;

/** The job she applies to, locked until her application is written, with what the rules read. */
export async function jobToApply(db: Executor, jobId: string, applicantId: string, today: string) {
  const [row] = await run<{
    poster_id: string;
    title: string;
    slug: string;
    open: boolean;
    blocked: boolean;
    applicant_name: string | null;
  }>(
    db,
    sql`select j.poster_id, j.title, j.slug,
        (select a.full_name from profiles a where a.id = ${applicantId}) as applicant_name,
        (j.closed_at is null and j.closes_on >= ${today}::date) as open,
        exists (select 1 from blocks b where (b.blocker_id = j.poster_id and b.blocked_id = ${applicantId})
          or (b.blocker_id = ${applicantId} and b.blocked_id = j.poster_id)) as blocked
      from jobs j join profiles p on p.id = j.poster_id
      where j.id = ${jobId} and p.is_active and p.deleted_at is null and p.account_status = 'active'
      for update of j`,
  );
  return row;
}

/** Her application, once per job: null when she had applied already. */
export async function insertApplication(
  db: Executor,
  a: {
    jobId: string;
    applicantId: string;
    note: string;
    cv: { path: string; name: string; size: number } | null;
    at: Date;
  },
) {
  const at = a.at.toISOString();
  const [row] = await run<{ id: string }>(
    db,
    sql`insert into job_applications (job_id, applicant_id, note, cv_path, cv_name, cv_size, created_at, updated_at)
      values (${a.jobId}, ${a.applicantId}, ${a.note}, ${a.cv?.path ?? null}, ${a.cv?.name ?? null},
        ${a.cv?.size ?? null}, ${at}::timestamptz, ${at}::timestamptz)
      on conflict (job_id, applicant_id) do nothing returning id`,
  );
  if (!row) return null;
  await db.execute(sql`update jobs set application_count = application_count + 1 where id = ${a.jobId}`);
  return row;
}

export type InboxRow = ApplicationRow & {
  applicant_id: string;
  username: string | null;
  full_name: string;
  avatar_url: string | null;
  occupation: string | null;
  business_name: string | null;
  location: string | null;
  bio: string | null;
};

/** The applications to one of her jobs (she is in the `where`), newest first; or the one asked for. */
export function applicationsTo(
  db: Executor,
  params: { jobId: string; posterId: string; applicationId?: string },
) {
  return run<InboxRow>(
    db,
    sql`select ${applicationColumns}, p.id as applicant_id, p.username, p.full_name, p.avatar_url, p.occupation,
        p.business_name, p.location, p.bio
      from job_applications a join jobs j on j.id = a.job_id join profiles p on p.id = a.applicant_id
      where a.job_id = ${params.jobId} and j.poster_id = ${params.posterId}
        ${params.applicationId ? sql`and a.id = ${params.applicationId}` : sql``}
      order by a.created_at desc, a.id desc`,
  );
}

/**
 * Shortlists or declines an application to one of her jobs (she is in the `where`); a declined one stays
 * declined. Answers the application and the job as they now are, or nothing.
 */
export async function decideApplication(
  db: Executor,
  params: {
    applicationId: string;
    posterId: string;
    status: "shortlisted" | "declined";
    message: string | null;
    at: Date;
  },
) {
  const [row] = await run<{
    id: string;
    applicant_id: string;
    job_id: string;
    title: string;
    slug: string;
    business_name: string;
    changed: boolean;
  }>(
    db,
    sql`with target as (
        select a.id, a.status as before from job_applications a join jobs j on j.id = a.job_id
        where a.id = ${params.applicationId} and j.poster_id = ${params.posterId} and a.status <> 'declined'
        for update of a)
      update job_applications a set status = ${params.status}, decline_message = ${params.message},
        updated_at = ${params.at.toISOString()}::timestamptz
      from target, jobs j
      where a.id = target.id and j.id = a.job_id
      returning a.id, a.applicant_id, a.job_id, j.title, j.slug, j.business_name,
        (target.before <> ${params.status}) as changed`,
  );
  return row;
}

/** Whether the application exists and is to one of her jobs (for telling 404 from "already declined"). */
export async function posterApplication(db: Executor, applicationId: string, posterId: string) {
  const [row] = await run<{ status: ApplicationStatus }>(
    db,
    sql`select a.status from job_applications a join jobs j on j.id = a.job_id
      where a.id = ${applicationId} and j.poster_id = ${posterId}`,
  );
  return row;
}

/** One application by id, with the CV's storage key: only for the job's poster or the applicant herself. */
export async function applicationForCv(db: Executor, applicationId: string, userId: string) {
  const [row] = await run<{ cv_path: string | null; cv_name: string | null }>(
    db,
    sql`select a.cv_path, a.cv_name from job_applications a join jobs j on j.id = a.job_id
      where a.id = ${applicationId} and (j.poster_id = ${userId} or a.applicant_id = ${userId})`,
  );
  return row;
}

/** Her own applications, newest first, with the job's id to show it. */
export function applicationsBy(db: Executor, applicantId: string) {
  return run<ApplicationRow>(
    db,
    sql`select ${applicationColumns} from job_applications a where a.applicant_id = ${applicantId}
      order by a.created_at desc, a.id desc limit 200`,
  );
}
