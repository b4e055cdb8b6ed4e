import type { ReportKind } from "@saheli/core/admin";
import type { ModerationItem } from "@saheli/core/contracts/admin";
import { listingPath } from "@saheli/core/listings";
import { sql } from "drizzle-orm";
import type { Executor, SqlRows } from "../../db/connect.js";

export const OPEN = ["pending", "reviewing"] as const;

export type QueueParams = { open: boolean; kind?: ReportKind; limit: number };

/**
 * The reports queue: each report with what it is about (its author, an excerpt, a link, whether it is hidden)
 * and how many open reports the same thing has. Oldest open first, so nothing waits forever; closed newest first.
 */
export async function moderationQueue(db: Executor, params: QueueParams): Promise<ModerationItem[]> {
  const status = params.open
    ? sql`r.status in ('pending', 'reviewing')`
    : sql`r.status in ('resolved', 'dismissed')`;
  const kind = params.kind ? sql`and r.target_type = ${params.kind}` : sql``;
  const order = params.open ? sql`r.created_at asc` : sql`coalesce(r.reviewed_at, r.created_at) desc`;
  const result = (await db.execute(sql`
    select r.id, r.target_type, r.target_id, r.reason, r.details, r.status, r.created_at,
      rp.id as reporter_id, rp.full_name as reporter_name, rp.username as reporter_username,
      a.id as author_id, a.full_name as author_name, a.username as author_username,
      coalesce(p.content, c.content, l.title, j.title, tp.bio) as excerpt,
      c.post_id as comment_post_id, l.slug as listing_slug, l.listing_type, j.slug as job_slug,
      case r.target_type
        when 'post' then p.hidden_at is not null or coalesce(p.is_deleted, false)
        when 'comment' then c.hidden_at is not null
        when 'listing' then coalesce(l.listing_status in ('hidden', 'deleted'), false)
        when 'profile' then coalesce(tp.account_status = 'suspended', false)
        when 'job' then j.closed_at is not null
        else false end as hidden,
      (select count(*)::int from reports o where o.target_type = r.target_type and o.target_id = r.target_id
         and o.status in ('pending', 'reviewing')) as report_count
    from reports r
    join profiles rp on rp.id = r.reporter_id
    left join posts p on r.target_type = 'post' and p.id = r.target_id
    left join comments c on r.target_type = 'comment' and c.id = r.target_id
    left join listings l on r.target_type = 'listing' and l.id = r.target_id
    left join shops s on s.id = l.shop_id
    left join profiles tp on r.target_type = 'profile' and tp.id = r.target_id
    left join jobs j on r.target_type = 'job' and j.id = r.target_id
    left join profiles a on a.id = coalesce(p.user_id, c.user_id, s.user_id, j.poster_id, tp.id)
    where ${status} ${kind}
    order by ${order}
    limit ${params.limit}`)) as unknown as SqlRows;
  return result.rows.map((row) => {
    const kindOf = String(row.target_type) as ReportKind;
    return {
      id: String(row.id),
      kind: kindOf,
      target_id: String(row.target_id),
      reason: String(row.reason),
      details: (row.details as string | null) ?? null,
      status: String(row.status),
      created_at: new Date(row.created_at as string).toISOString(),
      reporter: {
        id: String(row.reporter_id),
        full_name: String(row.reporter_name),
        username: String(row.reporter_username),
      },
      author: row.author_id
        ? {
            id: String(row.author_id),
            full_name: String(row.author_name),
            username: String(row.author_username),
          }
        : null,
      excerpt: row.excerpt ? String(row.excerpt).slice(0, 280) : null,
      link: linkOf(kindOf, row),
      hidden: Boolean(row.hidden),
      report_count: Number(row.report_count),
    };
  });
}

function linkOf(kind: ReportKind, row: Record<string, unknown>): string | null {
  const id = String(row.target_id);
  switch (kind) {
    case "post":
      return `/community/post/${id}`;
    case "comment":
      return row.comment_post_id ? `/community/post/${String(row.comment_post_id)}` : null;
    case "profile":
      return `/profile/${id}`;
    case "listing":
      return row.listing_slug
        ? listingPath({ slug: String(row.listing_slug), listing_type: String(row.listing_type) })
        : null;
    case "job":
      return row.job_slug ? `/community/jobs/${String(row.job_slug)}-${id}` : null;
    default:
      return null;
  }
}

/** The author of the reported thing, or null when it is gone (or a kind this build does not store). */
export async function authorOf(db: Executor, kind: ReportKind, targetId: string): Promise<string | null> {
  const query = {
    post: sql`select user_id as id from posts where id = ${targetId}`,
    comment: sql`select user_id as id from comments where id = ${targetId}`,
    listing: sql`select s.user_id as id from listings l join shops s on s.id = l.shop_id where l.id = ${targetId}`,
    profile: sql`select id from profiles where id = ${targetId} and deleted_at is null`,
    job: sql`select poster_id as id from jobs where id = ${targetId}`,
  }[kind];
  if (!query) return null;
  const result = (await db.execute(query)) as unknown as SqlRows;
  return result.rows[0] ? String(result.rows[0].id) : null;
}

/** Hides (or shows again) the reported thing for everyone; true when something changed. */
export async function setHidden(
  db: Executor,
  kind: ReportKind,
  targetId: string,
  hidden: boolean,
  now: Date,
) {
  const at = hidden ? now.toISOString() : null;
  const query = {
    post: sql`update posts set hidden_at = ${at}::timestamptz, updated_at = ${now.toISOString()}::timestamptz where id = ${targetId} returning id`,
    comment: sql`update comments set hidden_at = ${at}::timestamptz where id = ${targetId} returning id`,
    listing: hidden
      ? sql`update listings set listing_status = 'hidden', updated_at = ${now.toISOString()}::timestamptz
          where id = ${targetId} and listing_status = 'active' returning id`
      : sql`update listings set listing_status = 'active', updated_at = ${now.toISOString()}::timestamptz
          where id = ${targetId} and listing_status = 'hidden' returning id`,
    // A job has no hidden state of its own: hiding closes it (out of every search and list of open jobs).
    job: hidden
      ? sql`update jobs set closed_at = ${now.toISOString()}::timestamptz where id = ${targetId} and closed_at is null returning id`
      : sql`update jobs set closed_at = null where id = ${targetId} and closed_at is not null returning id`,
  }[kind as "post" | "comment" | "listing" | "job"];
  if (!query) return false;
  const result = (await db.execute(query)) as unknown as SqlRows;
  return result.rows.length > 0;
}

/** Removes it for good: a post or a listing is deleted (soft, as their owners delete them); a comment hidden; a job closed. */
export async function removeContent(db: Executor, kind: ReportKind, targetId: string, now: Date) {
  const at = now.toISOString();
  const query = {
    post: sql`update posts set is_deleted = true, hidden_at = coalesce(hidden_at, ${at}::timestamptz), updated_at = ${at}::timestamptz where id = ${targetId} returning id`,
    comment: sql`update comments set hidden_at = coalesce(hidden_at, ${at}::timestamptz) where id = ${targetId} returning id`,
    listing: sql`update listings set listing_status = 'deleted', is_active = false, updated_at = ${at}::timestamptz where id = ${targetId} returning id`,
    // Deleting a job would take its applicants' CVs with it; a removed job is closed for good instead.
    job: sql`update jobs set closed_at = coalesce(closed_at, ${at}::timestamptz) where id = ${targetId} returning id`,
  }[kind as "post" | "comment" | "listing" | "job"];
  if (!query) return false;
  const result = (await db.execute(query)) as unknown as SqlRows;
  return result.rows.length > 0;
}

/** Closes every open report on the same thing, with who closed it. */
export async function closeReports(
  db: Executor,
  kind: ReportKind,
  targetId: string,
  status: "resolved" | "dismissed",
  adminId: string,
  now: Date,
) {
  const result = (await db.execute(sql`update reports set status = ${status}, reviewed_by = ${adminId},
      reviewed_at = ${now.toISOString()}::timestamptz, updated_at = ${now.toISOString()}::timestamptz
    where target_type = ${kind} and target_id = ${targetId} and status in ('pending', 'reviewing')
    returning id`)) as unknown as SqlRows;
  return result.rows.length;
}
