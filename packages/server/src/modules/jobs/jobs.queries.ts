import type { JobFields } from "@saheli/core/contracts/jobs";
import type { CursorKey } from "@saheli/core/cursor";
import type { JobType } from "@saheli/core/jobs";
import { type SQL, sql } from "drizzle-orm";
import type { Executor, SqlRows } from "../../db/connect.js";
import { textMatch } from "../../db/fragments/text-search.js";
import { escapeLike } from "../../db/like.js";

/** The text a job is searched by: its stored document, GIN-indexed (migration 0028_wave2). */
export const JOB_DOCUMENT = sql`j.search_document`;

/** A job anyone may find: not closed by hand, its closing day (IST) not past, its poster an active person. */
export const openJob = (today: string): SQL => sql`j.closed_at is null and j.closes_on >= ${today}::date`;
const activePoster = sql`p.is_active and p.deleted_at is null and p.account_status = 'active'`;

/** Nobody the viewer blocked or who blocked her: `column` names the person behind the row. */
export const notBlocked = (viewerId: string | null, column: SQL): SQL =>
  viewerId
    ? sql`and ${column} not in (select b.blocked_id from blocks b where b.blocker_id = ${viewerId}
        union all select b.blocker_id from blocks b where b.blocked_id = ${viewerId})`
    : sql``;

/** What a job card needs, with the viewer's own save and application (none for a visitor). */
function cardColumns(viewerId: string | null) {
  return sql`j.id, j.slug, j.title, j.business_name, j.location, j.is_remote, j.job_type, j.pay_min, j.pay_max,
    j.pay_period, j.skills, j.closes_on::text as closes_on, j.closed_at, j.created_at,
    to_char(j.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at,
    s.id as shop_id, s.slug as shop_slug, s.shop_name,
    p.id as poster_id, p.username as poster_username, p.full_name as poster_name, p.avatar_url as poster_avatar,
    ${
      viewerId
        ? sql`exists (select 1 from saved_jobs sj where sj.user_id = ${viewerId} and sj.job_id = j.id) as saved,
          (select a.status from job_applications a where a.job_id = j.id and a.applicant_id = ${viewerId}) as application_status`
        : sql`false as saved, null::text as application_status`
    }`;
}

const FROM = sql`from jobs j join profiles p on p.id = j.poster_id left join shops s on s.id = j.shop_id`;

export type JobRow = {
  id: string;
  slug: string;
  title: string;
  business_name: string;
  location: string;
  is_remote: boolean;
  job_type: JobType;
  pay_min: number;
  pay_max: number;
  pay_period: "month" | "year" | "project";
  skills: string[];
  closes_on: string;
  closed_at: Date | string | null;
  created_at: Date | string;
  cursor_at: string;
  shop_id: string | null;
  shop_slug: string | null;
  shop_name: string | null;
  poster_id: string;
  poster_username: string | null;
  poster_name: string;
  poster_avatar: string | null;
  saved: boolean;
  application_status: "submitted" | "shortlisted" | "declined" | null;
};

async function run<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as SqlRows).rows as T[];
}

export type JobFilters = {
  q: string;
  location: string;
  remote: boolean;
  types: JobType[];
  /** At least this much a month. */
  pay: number | undefined;
  skillKeys: string[];
  posterId: string | undefined;
  shopId: string | undefined;
};

/** One page of open jobs after the cursor's (created_at, id), newest first; one more row than asked. */
export function openJobsPage(
  db: Executor,
  params: {
    filters: JobFilters;
    viewerId: string | null;
    today: string;
    after: CursorKey | null;
    limit: number;
  },
) {
  const { filters: f, viewerId, after } = params;
  const where: SQL[] = [openJob(params.today), activePoster];
  if (f.q) where.push(textMatch(JOB_DOCUMENT, sql`lower(j.title)`, f.q));
  if (f.location) where.push(sql`j.location ilike ${`%${escapeLike(f.location)}%`}`);
  if (f.remote) where.push(sql`j.is_remote`);
  if (f.types.length > 0)
    where.push(
      sql`j.job_type in (${sql.join(
        f.types.map((t) => sql`${t}`),
        sql`, `,
      )})`,
    );
  if (f.pay !== undefined)
    where.push(sql`(case when j.pay_period = 'year' then j.pay_max / 12 else j.pay_max end) >= ${f.pay}`);
  if (f.skillKeys.length > 0) where.push(sql`j.skill_keys && ${sql.param(f.skillKeys)}::text[]`);
  if (f.posterId) where.push(sql`j.poster_id = ${f.posterId}`);
  if (f.shopId) where.push(sql`j.shop_id = ${f.shopId}`);
  if (after) where.push(sql`(j.created_at, j.id) < (${after.at}::timestamptz, ${after.id}::uuid)`);
  return run<JobRow>(
    db,
    sql`select ${cardColumns(viewerId)} ${FROM}
      where ${sql.join(where, sql` and `)} ${notBlocked(viewerId, sql`j.poster_id`)}
      order by j.created_at desc, j.id desc limit ${params.limit + 1}`,
  );
}

export type JobDetailRow = JobRow & {
  poster_id: string;
  description: string;
  how_to_apply: string;
  application_count: number;
};

/** One job, open or closed, unless its poster is gone or one of them blocked the other. */
export async function jobById(db: Executor, id: string, viewerId: string | null) {
  const [row] = await run<JobDetailRow>(
    db,
    sql`select ${cardColumns(viewerId)}, j.description, j.how_to_apply, j.application_count ${FROM}
      where j.id = ${id} and ${activePoster} ${notBlocked(viewerId, sql`j.poster_id`)}`,
  );
  return row;
}

/** The cards of these jobs (her applications' jobs), open or closed, that she may still see. */
export function jobsByIds(db: Executor, ids: string[], viewerId: string) {
  if (ids.length === 0) return Promise.resolve([]);
  return run<JobRow>(
    db,
    sql`select ${cardColumns(viewerId)} ${FROM}
      where j.id = any(${sql.param(ids)}::uuid[]) and ${activePoster} ${notBlocked(viewerId, sql`j.poster_id`)}`,
  );
}

export type PostedRow = JobRow & { application_count: number; waiting_count: number };

const postedColumns = (posterId: string) => sql`${cardColumns(posterId)}, j.application_count,
  (select count(*)::int from job_applications a where a.job_id = j.id and a.status = 'submitted') as waiting_count`;

/** Every job she posted, open and closed, newest first. */
export function postedBy(db: Executor, posterId: string) {
  return run<PostedRow>(
    db,
    sql`select ${postedColumns(posterId)} ${FROM} where j.poster_id = ${posterId}
      order by j.created_at desc, j.id desc limit 200`,
  );
}

/** One of her jobs (ownership in the `where`): anyone else finds nothing. */
export async function postedJob(db: Executor, jobId: string, posterId: string) {
  const [row] = await run<PostedRow>(
    db,
    sql`select ${postedColumns(posterId)} ${FROM} where j.id = ${jobId} and j.poster_id = ${posterId}`,
  );
  return row;
}

/** The jobs she saved, newest save first, open or not (a closed one shows as Closed). */
export function savedBy(db: Executor, userId: string) {
  return run<JobRow>(
    db,
    sql`select ${cardColumns(userId)} ${FROM} join saved_jobs saved on saved.job_id = j.id and saved.user_id = ${userId}
      where ${activePoster} ${notBlocked(userId, sql`j.poster_id`)}
      order by saved.created_at desc limit 200`,
  );
}

export async function insertJob(
  db: Executor,
  job: Omit<JobFields, "as_shop"> & { poster_id: string; shop_id: string | null; slug: string },
) {
  const [row] = await run<{ id: string; slug: string }>(
    db,
    sql`insert into jobs (poster_id, shop_id, business_name, title, slug, location, is_remote, job_type, pay_min,
        pay_max, pay_period, skills, skill_keys, skills_text, description, how_to_apply, closes_on)
      values (${job.poster_id}, ${job.shop_id}, ${job.business_name}, ${job.title}, ${job.slug}, ${job.location},
        ${job.is_remote}, ${job.job_type}, ${job.pay_min}, ${job.pay_max}, ${job.pay_period},
        ${sql.param(job.skills)}::text[], ${sql.param(job.skills.map((s) => s.toLowerCase()))}::text[],
        ${job.skills.join(" ")}, ${job.description}, ${job.how_to_apply}, ${job.closes_on}::date)
      returning id, slug`,
  );
  if (!row) throw new Error("job insert returned no row");
  return row;
}

/** Rewrites her open job (ownership and "still open" in the `where`); answers whether one was changed. */
export async function updateJob(
  db: Executor,
  jobId: string,
  job: Omit<JobFields, "as_shop"> & { poster_id: string; shop_id: string | null; slug: string },
  at: Date,
) {
  const rows = await run<{ id: string }>(
    db,
    sql`update jobs set shop_id = ${job.shop_id}, business_name = ${job.business_name}, title = ${job.title},
        slug = ${job.slug}, location = ${job.location}, is_remote = ${job.is_remote}, job_type = ${job.job_type},
        pay_min = ${job.pay_min}, pay_max = ${job.pay_max}, pay_period = ${job.pay_period},
        skills = ${sql.param(job.skills)}::text[], skill_keys = ${sql.param(job.skills.map((s) => s.toLowerCase()))}::text[],
        skills_text = ${job.skills.join(" ")}, description = ${job.description}, how_to_apply = ${job.how_to_apply},
        closes_on = ${job.closes_on}::date, updated_at = ${at.toISOString()}::timestamptz
      where id = ${jobId} and poster_id = ${job.poster_id} and closed_at is null returning id`,
  );
  return rows.length > 0;
}

/** Closes her job now (ownership in the `where`); answers whether one of hers was open to close. */
export async function closeJob(db: Executor, jobId: string, posterId: string, at: Date) {
  const rows = await run<{ id: string }>(
    db,
    sql`update jobs set closed_at = ${at.toISOString()}::timestamptz, updated_at = ${at.toISOString()}::timestamptz
      where id = ${jobId} and poster_id = ${posterId} and closed_at is null returning id`,
  );
  return rows.length > 0;
}
