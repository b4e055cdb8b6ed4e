import type { FeedPage, PollView, PostView } from "@saheli/core/contracts/feed";
import { type CursorKey, nextCursor } from "@saheli/core/cursor";
import { engagementRate, FeedLimits, type ReactionType } from "@saheli/core/feed";
import { and, asc, eq, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/connect.js";
import { groups, pollOptions, polls, pollVotes, posts, profiles } from "../../db/schema/index.js";
import { cardOnPost } from "../link-preview/link-preview.queries.js";
import { placesOf } from "../places/places.queries.js";
import { eventsOf } from "./events.queries.js";
import { feedOrder, keyedPosts } from "./feed-order.js";
import { reactionCountsOfPosts, zeroReactionCounts } from "./post-extras.queries.js";
import { sharedListingsOf } from "./post-listings.queries.js";
import { authorColumns, notHiddenBy, visibleTo } from "./visibility.js";

/** A post as the cards read it (with its author joined as `profiles`). */
export const postColumns = {
  id: posts.id,
  post_type: posts.post_type,
  title: posts.title,
  content: posts.content,
  visibility: posts.visibility,
  image_urls: posts.image_urls,
  video_urls: posts.video_urls,
  tags: posts.tags,
  mentions: posts.mentions,
  allow_comments: posts.allow_comments,
  allow_reactions: posts.allow_reactions,
  reaction_count: posts.reaction_count,
  comment_count: posts.comment_count,
  repost_count: posts.repost_count,
  created_at: posts.created_at,
  updated_at: posts.updated_at,
  reposted_from_post_id: posts.reposted_from_post_id,
  scheduled_for: posts.scheduled_for,
  group_id: posts.group_id,
  link_preview_data: posts.link_preview_data,
  music: posts.music,
  edited_at: posts.edited_at,
};

/** A post's time as text to the microsecond (a JS Date keeps milliseconds): the cursor's exact key. */
const cursorAt = sql<string>`to_char(${posts.created_at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** What a page query selects for each card: the post, its author, and its position for the next cursor. */
export const postRowColumns = {
  post: postColumns,
  author: authorColumns,
  cursor_at: cursorAt,
  engagement_score: posts.engagement_score,
};

// Spelled out: in a select without joins Drizzle leaves columns unqualified, and a bare "id" inside these
// subqueries would mean the inner table's.
const POST_ID = sql.raw(`"posts"."id"`);
const POST_AUTHOR = sql.raw(`"posts"."user_id"`);

/** Her reaction, save, repost and (her own posts) views of the post in the row: key lookups per row. */
export function viewerMarks(viewerId: string | null) {
  if (!viewerId) {
    return {
      my_reaction: sql<string | null>`null::text`,
      saved: sql<boolean>`false`,
      reposted: sql<boolean>`false`,
      views: sql<number | null>`null::int`,
    };
  }
  return {
    my_reaction: sql<
      string | null
    >`(select r.reaction_type from post_reactions r where r.post_id = ${POST_ID} and r.user_id = ${viewerId})`,
    saved: sql<boolean>`exists (select 1 from saved_posts s where s.user_id = ${viewerId} and s.post_id = ${POST_ID})`,
    reposted: sql<boolean>`exists (select 1 from posts r where r.user_id = ${viewerId}
      and r.reposted_from_post_id = ${POST_ID} and r.is_deleted = false)`,
    views: sql<number | null>`case when ${POST_AUTHOR} = ${viewerId}
      then (select count(*)::int from post_views pv where pv.post_id = ${POST_ID}) end`,
  };
}

type Marks = { my_reaction: string | null; saved: boolean; reposted: boolean; views: number | null };

export type PostRow = {
  post: Awaited<ReturnType<typeof selectPosts>>[number]["post"];
  author: Awaited<ReturnType<typeof selectPosts>>[number]["author"];
  cursor_at: string;
  engagement_score: number;
  /** Her marks, when the page query fetched them already. */
  marks?: Marks;
};

function selectPosts(db: Db, where: SQL, order: SQL[], limit: number) {
  return db
    .select(postRowColumns)
    .from(posts)
    .innerJoin(profiles, eq(profiles.id, posts.user_id))
    .where(where)
    .orderBy(...order)
    .limit(limit);
}

/** A page of `limit` cards from `limit + 1` rows: the extra row says whether another page follows. */
export async function toPage<R extends PostRow>(
  db: Db,
  viewerId: string | null,
  rows: R[],
  limit: number,
  keyOf: (row: R) => CursorKey,
  now: Date,
): Promise<FeedPage> {
  const items = await decorate(db, viewerId, rows.slice(0, limit), now);
  return { items, next_cursor: nextCursor(rows, limit, keyOf) };
}

/** The key of a row in newest-first order. */
export const newestKey = (row: PostRow): CursorKey => ({ at: row.cursor_at, id: row.post.id });

const newestFirst = [feedOrder("recent")];

/** Her own scheduled posts, soonest first (all of them: at most `FeedLimits.scheduledPendingMax`), or one. */
export function scheduledPosts(db: Db, userId: string, postId?: string) {
  return selectPosts(
    db,
    and(
      eq(posts.user_id, userId),
      eq(posts.is_deleted, false),
      isNotNull(posts.scheduled_for),
      postId ? eq(posts.id, postId) : undefined,
    )!,
    [asc(posts.scheduled_for)],
    FeedLimits.scheduledPendingMax,
  );
}

/**
 * Inside her transaction, under a lock of her own scheduling: the pending post she already saved with this
 * text for this time (a retried request), and how many she has waiting.
 */
export async function pendingSchedule(tx: Executor, userId: string, content: string, at: Date) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('saheli:schedule'), hashtext(${userId}))`);
  const [row] = await tx
    .select({
      pending: sql<number>`count(*)::int`,
      same: sql<string | null>`(array_agg(${posts.id}) filter (where ${posts.content} = ${content}
        and ${posts.scheduled_for} = ${at.toISOString()}::timestamptz))[1]`,
    })
    .from(posts)
    .where(and(eq(posts.user_id, userId), eq(posts.is_deleted, false), isNotNull(posts.scheduled_for)));
  return { pending: row?.pending ?? 0, sameId: row?.same ?? null };
}

/** One person's posts, newest first, from the cursor on: what the viewer may read of them. */
export function authorFeedPage(
  db: Db,
  params: { viewerId: string | null; authorId: string; limit: number; after: CursorKey | null },
) {
  const where = keyedPosts(
    params.after,
    and(eq(posts.user_id, params.authorId), visibleTo(params.viewerId))!,
  );
  return selectPosts(db, where, newestFirst, params.limit);
}

/** A group's feed, newest first, from the cursor on: what the viewer may read of it. */
export function groupFeedPage(
  db: Db,
  params: { viewerId: string | null; groupId: string; limit: number; after: CursorKey | null },
) {
  const where = keyedPosts(
    params.after,
    and(eq(posts.group_id, params.groupId), visibleTo(params.viewerId), notHiddenBy(params.viewerId))!,
  );
  return selectPosts(db, where, newestFirst, params.limit);
}

export async function findVisiblePost(db: Db, viewerId: string | null, postId: string) {
  const [row] = await selectPosts(db, and(eq(posts.id, postId), visibleTo(viewerId))!, [], 1);
  return row;
}

/** Her marks on posts fetched without them: one query for any number of posts. */
async function marksOf(db: Db, viewerId: string | null, rows: PostRow[]): Promise<Map<string, Marks>> {
  const missing = rows.filter((row) => !row.marks).map((row) => row.post.id);
  const found = new Map(rows.flatMap((row) => (row.marks ? [[row.post.id, row.marks] as const] : [])));
  if (missing.length === 0 || !viewerId) return found;
  const fetched = await db
    .select({ id: posts.id, ...viewerMarks(viewerId) })
    .from(posts)
    .where(inArray(posts.id, missing));
  for (const { id, ...marks } of fetched) found.set(id, marks);
  return found;
}

/**
 * Everything the cards need besides the posts, in a fixed number of queries whatever the page size: her
 * reactions and saves, the polls with their options and her votes, the posts shared by reposts, whether she
 * reposted each, views of her own posts, events and groups.
 */
export async function decorate(
  db: Db,
  viewerId: string | null,
  rows: PostRow[],
  now: Date,
): Promise<PostView[]> {
  const ids = rows.map((row) => row.post.id);
  if (ids.length === 0) return [];
  const sharedIds = rows.flatMap((row) =>
    row.post.reposted_from_post_id ? [row.post.reposted_from_post_id] : [],
  );
  const groupIds = [...new Set(rows.flatMap((row) => (row.post.group_id ? [row.post.group_id] : [])))];
  const pollPostIds = rows.filter((row) => row.post.post_type === "poll").map((row) => row.post.id);
  // What lives on other tables comes in one query each, all at once; what lives on `posts` came with the rows.
  const [marks, pollRows, originals, eventViews, groupRows, sharedListings, reactionCounts, placeOf] =
    await Promise.all([
      marksOf(db, viewerId, rows),
      pollPostIds.length
        ? db.select().from(polls).where(inArray(polls.post_id, pollPostIds))
        : Promise.resolve([]),
      sharedIds.length
        ? selectPosts(db, and(inArray(posts.id, sharedIds), visibleTo(viewerId))!, [], sharedIds.length)
        : Promise.resolve([]),
      eventsOf(
        db,
        viewerId,
        rows.filter((row) => row.post.post_type === "event").map((row) => row.post.id),
      ),
      groupIds.length
        ? db
            .select({ id: groups.id, name: groups.name, slug: groups.slug })
            .from(groups)
            .where(inArray(groups.id, groupIds))
        : Promise.resolve([]),
      sharedListingsOf(db, ids),
      reactionCountsOfPosts(db, ids),
      placesOf(db, ids),
    ]);
  const groupOf = new Map(groupRows.map((group) => [group.id, group]));
  const pollViews = await pollViewsOf(db, viewerId, pollRows, now);
  const shared = new Map(originals.map((row) => [row.post.id, row]));
  return rows.map(
    ({
      post: { reposted_from_post_id, scheduled_for, group_id, link_preview_data, music, edited_at, ...post },
      author,
    }) => ({
      ...post,
      reaction_counts: reactionCounts.get(post.id) ?? zeroReactionCounts(),
      edited_at: edited_at?.toISOString() ?? null,
      listings: sharedListings.get(post.id) ?? [],
      group: (group_id && groupOf.get(group_id)) || null,
      link_preview: cardOnPost(link_preview_data),
      music: music ?? null,
      place: placeOf.get(post.id) ?? null,
      scheduled_for: scheduled_for?.toISOString() ?? null,
      visibility: post.visibility as PostView["visibility"],
      author,
      created_at: post.created_at.toISOString(),
      updated_at: post.updated_at.toISOString(),
      is_owner: author.id === viewerId,
      my_reaction: (marks.get(post.id)?.my_reaction as ReactionType | undefined) ?? null,
      saved: marks.get(post.id)?.saved ?? false,
      poll: pollViews.get(post.id) ?? null,
      event: eventViews.get(post.id) ?? null,
      is_repost: reposted_from_post_id !== null,
      reposted_from: embedded(reposted_from_post_id ? shared.get(reposted_from_post_id) : undefined),
      reposted: marks.get(post.id)?.reposted ?? false,
      insights:
        author.id === viewerId
          ? {
              views: marks.get(post.id)?.views ?? 0,
              engagement_rate: engagementRate(
                post.reaction_count,
                post.comment_count,
                marks.get(post.id)?.views ?? 0,
              ),
            }
          : null,
    }),
  );
}

function embedded(row: PostRow | undefined): PostView["reposted_from"] {
  if (!row) return null;
  const { post, author } = row;
  return {
    id: post.id,
    author,
    title: post.title,
    content: post.content,
    image_urls: post.image_urls,
    created_at: post.created_at.toISOString(),
  };
}

type PollRow = typeof polls.$inferSelect;

/** Polls with their options (percentages of all votes) and the viewer's votes, keyed by post id. */
export async function pollViewsOf(
  db: Executor,
  viewerId: string | null,
  pollRows: PollRow[],
  now: Date,
): Promise<Map<string, PollView>> {
  const pollIds = pollRows.map((poll) => poll.id);
  if (pollIds.length === 0) return new Map();
  const [options, votes] = await Promise.all([
    db
      .select()
      .from(pollOptions)
      .where(inArray(pollOptions.poll_id, pollIds))
      .orderBy(asc(pollOptions.position)),
    viewerId
      ? db
          .select({ poll_id: pollVotes.poll_id, option_id: pollVotes.option_id })
          .from(pollVotes)
          .where(and(eq(pollVotes.user_id, viewerId), inArray(pollVotes.poll_id, pollIds)))
      : Promise.resolve([]),
  ]);
  return new Map(
    pollRows.map((poll) => [
      poll.post_id,
      {
        id: poll.id,
        question: poll.question,
        allow_multiple: poll.allow_multiple,
        expires_at: poll.expires_at.toISOString(),
        expired: poll.expires_at <= now,
        total_votes: poll.total_votes,
        options: options
          .filter((option) => option.poll_id === poll.id)
          .map((option) => ({
            id: option.id,
            text: option.option_text,
            position: option.position,
            vote_count: option.vote_count,
            percentage: poll.total_votes ? Math.round((option.vote_count / poll.total_votes) * 1000) / 10 : 0,
          })),
        my_votes: votes.filter((vote) => vote.poll_id === poll.id).map((vote) => vote.option_id),
      },
    ]),
  );
}
