import type { CursorKey } from "@saheli/core/cursor";
import { eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import { isActivePerson } from "../../db/fragments/person.js";
import { posts, profiles } from "../../db/schema/index.js";
import { type PostRow, postRowColumns, viewerMarks } from "./feed.queries.js";
import { afterCursor, type FeedPageQuery, type FeedSort, feedOrder, published } from "./feed-order.js";

/**
 * What a feed branch checks on each row it walks (a key lookup each, on the few rows walked): the author is
 * active, neither blocked the other, and she has not hidden the post. The same rule as `visibleTo` and
 * `notHiddenBy`, checked per row so a branch never hands back fewer rows than there are to show.
 */
function readable(viewerId: string | null): SQL {
  const active = sql`exists (select 1 from profiles where ${profiles.id} = ${posts.user_id} and ${isActivePerson})`;
  if (!viewerId) return active;
  return sql`${active}
    and ${posts.user_id} not in (select b.blocked_id from blocks b where b.blocker_id = ${viewerId}
      union all select b.blocker_id from blocks b where b.blocked_id = ${viewerId})
    and not exists (select 1 from hidden_posts h where h.user_id = ${viewerId} and h.post_id = ${posts.id})`;
}

function branch(q: FeedPageQuery, where: SQL, limit: number): SQL {
  return sql`select ${posts.id} as id from posts
    where ${published} and ${where} and ${afterCursor(q.sort, q.after)} and ${readable(q.viewerId)}
    order by ${feedOrder(q.sort)} limit ${limit}`;
}

/**
 * The candidates of one feed page: the visibility rule of `visibleTo` split into branches that each walk an
 * index in feed order and stop after `limit` rows: public posts (`posts_feed_idx` / `posts_top_idx`); her own
 * posts that are not public; the "connections only" posts of each connection and of each of her groups
 * (`posts_restricted_idx`, `posts_group_restricted_idx`: only non-public posts are in them). Public posts in
 * groups are already in the first branch; private posts of others are in none.
 */
function candidates(q: FeedPageQuery, limit: number): SQL {
  const pub = branch(q, sql`${posts.visibility} = 'public'`, limit);
  if (!q.viewerId) return pub;
  const v = q.viewerId;
  const own = branch(q, sql`${posts.user_id} = ${v} and ${posts.visibility} <> 'public'`, limit);
  const circle = branch(q, sql`${posts.user_id} = f.uid and ${posts.visibility} = 'connections'`, limit);
  const grouped = branch(
    q,
    sql`${posts.group_id} = gm.group_id and ${posts.visibility} = 'connections' and ${posts.group_id} is not null`,
    limit,
  );
  return sql`(${pub}) union (${own})
    union (select x.id from (select case when c.sender_id = ${v} then c.receiver_id else c.sender_id end as uid
             from connections c where c.status = 'accepted' and (c.sender_id = ${v} or c.receiver_id = ${v})) f
           cross join lateral (${circle}) x)
    union (select x.id from group_members gm cross join lateral (${grouped}) x where gm.user_id = ${v})`;
}

/**
 * One page of the community feed, `limit` rows (ask one more to learn whether a page follows), with the
 * author and her own marks on each card, in one statement whose cost does not grow with the table.
 */
export function feedPageSql(db: Db, q: FeedPageQuery) {
  const page = db
    .select({ id: posts.id })
    .from(posts)
    .where(sql`${posts.id} in (${candidates(q, q.limit)})`)
    .orderBy(feedOrder(q.sort))
    .limit(q.limit)
    .as("page");
  return db
    .select({ ...postRowColumns, marks: viewerMarks(q.viewerId) })
    .from(page)
    .innerJoin(posts, eq(posts.id, page.id))
    .innerJoin(profiles, eq(profiles.id, posts.user_id))
    .orderBy(feedOrder(q.sort));
}

export async function feedPage(db: Db, q: FeedPageQuery): Promise<PostRow[]> {
  return feedPageSql(db, q);
}

/** The cursor of a feed row in the page's order. */
export function feedCursorKey(sort: FeedSort, row: PostRow): CursorKey {
  return sort === "top"
    ? { at: row.cursor_at, id: row.post.id, score: row.engagement_score }
    : { at: row.cursor_at, id: row.post.id };
}
