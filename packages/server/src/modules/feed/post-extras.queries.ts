import type { CursorKey } from "@saheli/core/cursor";
import { REACTION_TYPES, type ReactionType } from "@saheli/core/feed";
import { and, count, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/connect.js";
import { isActivePerson, notBlockedWith } from "../../db/fragments/person.js";
import { postReactions, posts, postVersions, profiles } from "../../db/schema/index.js";
import { authorColumns } from "./visibility.js";

export type ReactionCountsByType = Record<ReactionType, number>;

export const zeroReactionCounts = (): ReactionCountsByType =>
  Object.fromEntries(REACTION_TYPES.map((type) => [type, 0])) as ReactionCountsByType;

/** What a post is as an edit may change it. */
type Editable = {
  content?: string;
  title?: string | null;
  visibility?: string;
  image_urls?: string[];
  video_urls?: string[];
};

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * Inside the edit's transaction: when the edit changes what readers see (text, title, audience or media), the
 * post as it was is kept as a version and true is returned (the post is then marked edited). The row is locked
 * so two edits at once each keep the text they replaced.
 */
export async function keepVersionIfChanged(tx: Executor, postId: string, changes: Editable, now: Date) {
  const [current] = await tx
    .select({
      content: posts.content,
      title: posts.title,
      visibility: posts.visibility,
      image_urls: posts.image_urls,
      video_urls: posts.video_urls,
      written_at: sql<Date>`coalesce(${posts.edited_at}, ${posts.created_at})`.mapWith(posts.created_at),
    })
    .from(posts)
    .where(eq(posts.id, postId))
    .for("update");
  if (!current) return false;
  const changed =
    (changes.content !== undefined && changes.content !== current.content) ||
    (changes.title !== undefined && changes.title !== current.title) ||
    (changes.visibility !== undefined && changes.visibility !== current.visibility) ||
    (changes.image_urls !== undefined && !sameList(changes.image_urls, current.image_urls)) ||
    (changes.video_urls !== undefined && !sameList(changes.video_urls, current.video_urls));
  if (!changed) return false;
  await tx.insert(postVersions).values({ post_id: postId, ...current, replaced_at: now });
  return true;
}

/** Her post's earlier versions, newest first; the author is in the `where`, so nobody else reads them. */
export function versionsOf(db: Db, params: { authorId: string; postId: string }) {
  return db
    .select({
      id: postVersions.id,
      content: postVersions.content,
      title: postVersions.title,
      visibility: postVersions.visibility,
      image_urls: postVersions.image_urls,
      video_urls: postVersions.video_urls,
      written_at: postVersions.written_at,
      replaced_at: postVersions.replaced_at,
    })
    .from(postVersions)
    .innerJoin(posts, eq(posts.id, postVersions.post_id))
    .where(
      and(
        eq(postVersions.post_id, params.postId),
        eq(posts.user_id, params.authorId),
        eq(posts.is_deleted, false),
      ),
    )
    .orderBy(desc(postVersions.replaced_at), desc(postVersions.id));
}

/** Reactions by type for the posts of a page: one query whatever the page size. */
export async function reactionCountsOfPosts(db: Db, postIds: string[]) {
  const counts = new Map<string, ReactionCountsByType>();
  if (postIds.length === 0) return counts;
  const rows = await db
    .select({ post_id: postReactions.post_id, type: postReactions.reaction_type, n: count() })
    .from(postReactions)
    .where(inArray(postReactions.post_id, postIds))
    .groupBy(postReactions.post_id, postReactions.reaction_type);
  for (const row of rows) {
    const entry = counts.get(row.post_id) ?? zeroReactionCounts();
    if (row.type in entry) entry[row.type as ReactionType] = row.n;
    counts.set(row.post_id, entry);
  }
  return counts;
}

/** The post's reactions by type, from people the viewer may see. */
export async function reactionCountsOf(db: Db, params: { postId: string; viewerId: string | null }) {
  const rows = await db
    .select({ type: postReactions.reaction_type, n: count() })
    .from(postReactions)
    .innerJoin(profiles, eq(profiles.id, postReactions.user_id))
    .where(and(eq(postReactions.post_id, params.postId), ...peopleSeenBy(params.viewerId)))
    .groupBy(postReactions.reaction_type);
  const counts = zeroReactionCounts();
  for (const row of rows) if (row.type in counts) counts[row.type as ReactionType] = row.n;
  return counts;
}

const peopleSeenBy = (viewerId: string | null) =>
  viewerId ? [isActivePerson, notBlockedWith(viewerId)] : [isActivePerson];

/** The reaction's time to the microsecond, for an exact cursor. */
const reactedAt = sql<string>`to_char(${postReactions.created_at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Who reacted (one type or all), newest first, after the cursor: `limit` rows (ask one more to know if more follow). */
export function reactorsPage(
  db: Db,
  params: {
    postId: string;
    viewerId: string | null;
    type?: ReactionType;
    after: CursorKey | null;
    limit: number;
  },
) {
  return db
    .select({
      ...authorColumns,
      reaction_type: postReactions.reaction_type,
      reacted_at: postReactions.created_at,
      cursor_at: reactedAt,
    })
    .from(postReactions)
    .innerJoin(profiles, eq(profiles.id, postReactions.user_id))
    .where(
      and(
        eq(postReactions.post_id, params.postId),
        params.type ? eq(postReactions.reaction_type, params.type) : undefined,
        ...peopleSeenBy(params.viewerId),
        params.after
          ? sql`(${postReactions.created_at}, ${postReactions.user_id}) < (${params.after.at}::timestamptz, ${params.after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(postReactions.created_at), desc(postReactions.user_id))
    .limit(params.limit);
}

/** Her published posts since `since`, with their reactions, comments and views: the period's totals. */
export async function authorTotalsSince(db: Db, params: { authorId: string; since: Date }) {
  const [row] = await db
    .select({
      posts: count(),
      reactions: sql<number>`coalesce(sum(${posts.reaction_count}), 0)::int`,
      comments: sql<number>`coalesce(sum(${posts.comment_count}), 0)::int`,
      views: sql<number>`coalesce(sum((select count(*) from post_views pv where pv.post_id = ${posts.id})), 0)::int`,
    })
    .from(posts)
    .where(
      and(
        eq(posts.user_id, params.authorId),
        eq(posts.is_deleted, false),
        sql`${posts.scheduled_for} is null`,
        sql`${posts.reposted_from_post_id} is null`,
        gte(posts.created_at, params.since),
      ),
    );
  return row ?? { posts: 0, reactions: 0, comments: 0, views: 0 };
}
