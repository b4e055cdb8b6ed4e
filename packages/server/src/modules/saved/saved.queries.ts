import type { CursorKey } from "@saheli/core/cursor";
import type { JobType, PayPeriod } from "@saheli/core/jobs";
import type { SavedKind } from "@saheli/core/saved";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Executor, SqlRows } from "../../db/connect.js";
import { onSale, primaryImage } from "../../db/fragments/listing-card.js";
import { isActivePerson, notBlockedWith } from "../../db/fragments/person.js";
import { savedCollections, savedPlacements } from "../../db/schema/index.js";
import { visibleTo } from "../feed/visibility.js";

/** Which saved things a list shows: every one, those in no collection, or one collection's. */
export type SavedScope = "all" | "none" | { collectionId: string };

async function run<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as SqlRows).rows as T[];
}

const microseconds = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * Everything she saved that she can still open, one row each: posts she may still read (the feed's own
 * visibility rule), listings on sale, jobs of active posters she has not blocked (open or closed). With the
 * collection each sits in (none when only in "All saved") and a picture for collection tiles.
 */
function savedThings(userId: string): SQL {
  return sql`(
    select 'post'::text as kind, sp.post_id as item_id, sp.created_at as saved_at, pl.collection_id,
      posts.image_urls[1] as image_url
    from saved_posts sp
    join posts on posts.id = sp.post_id
    join profiles on profiles.id = posts.user_id
    left join saved_placements pl on pl.user_id = sp.user_id and pl.post_id = sp.post_id
    where sp.user_id = ${userId} and ${visibleTo(userId)}
    union all
    select 'listing', w.listing_id, w.created_at, pl.collection_id, ${primaryImage}
    from wishlist_items w
    join listings on listings.id = w.listing_id
    join shops on shops.id = listings.shop_id
    left join saved_placements pl on pl.user_id = w.user_id and pl.listing_id = w.listing_id
    where w.user_id = ${userId} and ${onSale}
    union all
    select 'job', sj.job_id, sj.created_at, pl.collection_id, null
    from saved_jobs sj
    join jobs j on j.id = sj.job_id
    join profiles on profiles.id = j.poster_id
    left join saved_placements pl on pl.user_id = sj.user_id and pl.job_id = sj.job_id
    where sj.user_id = ${userId} and ${isActivePerson} and ${notBlockedWith(userId)}
  )`;
}

function inScope(scope: SavedScope): SQL | undefined {
  if (scope === "all") return undefined;
  if (scope === "none") return sql`t.collection_id is null`;
  return sql`t.collection_id = ${scope.collectionId}`;
}

export type SavedRow = { kind: SavedKind; item_id: string; saved_at: string; collection_id: string | null };

export type SavedListParams = {
  userId: string;
  kind?: SavedKind;
  scope: SavedScope;
  limit: number;
  after: CursorKey | null;
};

/** One page of her saved things, newest saved first, keyed by (saved_at, item_id); one row more than asked. */
export function savedPageRows(db: Executor, { userId, kind, scope, limit, after }: SavedListParams) {
  const where = [
    kind ? sql`t.kind = ${kind}` : undefined,
    inScope(scope),
    after ? sql`(t.saved_at, t.item_id) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined,
  ].filter((part): part is SQL => part !== undefined);
  return run<SavedRow>(
    db,
    sql`select t.kind, t.item_id, ${microseconds(sql`t.saved_at`)} as saved_at, t.collection_id
      from ${savedThings(userId)} t
      ${where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``}
      order by t.saved_at desc, t.item_id desc
      limit ${limit + 1}`,
  );
}

export type SavedCountRow = {
  collection_id: string | null;
  n: number;
  cover_url: string | null;
  cover_at: string | null;
};

/** How many of her saved things sit in each collection (null: in none), with each group's newest picture. */
export function savedCounts(db: Executor, userId: string) {
  return run<SavedCountRow>(
    db,
    sql`select t.collection_id, count(*)::int as n,
        (array_agg(t.image_url order by t.saved_at desc) filter (where t.image_url is not null))[1] as cover_url,
        ${microseconds(sql`max(t.saved_at) filter (where t.image_url is not null)`)} as cover_at
      from ${savedThings(userId)} t
      group by t.collection_id`,
  );
}

export function collectionsOf(db: Executor, userId: string) {
  return db
    .select({
      id: savedCollections.id,
      name: savedCollections.name,
      created_at: savedCollections.created_at,
      updated_at: savedCollections.updated_at,
    })
    .from(savedCollections)
    .where(eq(savedCollections.user_id, userId))
    .orderBy(desc(savedCollections.created_at), desc(savedCollections.id));
}

/** Her collection by id (ownership in the `where`): anyone else's is not found. */
export async function collectionOf(db: Executor, userId: string, collectionId: string) {
  const [row] = await db
    .select({ id: savedCollections.id })
    .from(savedCollections)
    .where(and(eq(savedCollections.id, collectionId), eq(savedCollections.user_id, userId)));
  return row;
}

/** The placement's column for each kind of saved thing. */
export const placementColumn = {
  post: savedPlacements.post_id,
  listing: savedPlacements.listing_id,
  job: savedPlacements.job_id,
} as const;

export const placementKey = { post: "post_id", listing: "listing_id", job: "job_id" } as const;

export type SavedPostRow = {
  id: string;
  title: string | null;
  content: string;
  image_url: string | null;
  is_repost: boolean;
  created_at: string;
  author_id: string;
  author_username: string | null;
  author_name: string;
  author_avatar: string | null;
};

export function savedPostsByIds(db: Executor, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return run<SavedPostRow>(
    db,
    sql`select posts.id, posts.title, posts.content, posts.image_urls[1] as image_url,
        (posts.reposted_from_post_id is not null) as is_repost,
        ${microseconds(sql`posts.created_at`)} as created_at,
        profiles.id as author_id, profiles.username as author_username, profiles.full_name as author_name,
        profiles.avatar_url as author_avatar
      from posts join profiles on profiles.id = posts.user_id
      where posts.id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
  );
}

export type SavedJobRow = {
  id: string;
  slug: string;
  title: string;
  business_name: string;
  location: string;
  is_remote: boolean;
  job_type: JobType;
  pay_min: number;
  pay_max: number;
  pay_period: PayPeriod;
  closes_on: string;
  closed_at: string | null;
};

export function savedJobsByIds(db: Executor, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return run<SavedJobRow>(
    db,
    sql`select j.id, j.slug, j.title, j.business_name, j.location, j.is_remote, j.job_type, j.pay_min, j.pay_max,
        j.pay_period, j.closes_on::text as closes_on, ${microseconds(sql`j.closed_at`)} as closed_at
      from jobs j
      where j.id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
  );
}

/** Whether the thing is among her saves right now (a move needs it saved). */
export async function isSaved(db: Executor, userId: string, kind: SavedKind, itemId: string) {
  const table = { post: "saved_posts", listing: "wishlist_items", job: "saved_jobs" }[kind];
  const column = { post: "post_id", listing: "listing_id", job: "job_id" }[kind];
  const rows = await run<{ found: number }>(
    db,
    sql`select 1 as found from ${sql.identifier(table)} where user_id = ${userId} and ${sql.identifier(column)} = ${itemId} limit 1`,
  );
  return rows.length > 0;
}
