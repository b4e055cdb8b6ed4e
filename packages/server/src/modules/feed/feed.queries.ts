import type { FeedPage, PollView, PostView } from "@saheli/core/contracts/feed";
import { engagementRate, type ReactionType } from "@saheli/core/feed";
import { and, asc, desc, eq, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/connect.js";
import {
  groups,
  listings,
  pollOptions,
  polls,
  pollVotes,
  postReactions,
  posts,
  postViews,
  profiles,
  savedPosts,
} from "../../db/schema/index.js";
import { listingCardsWhere, onSale } from "../listings/listing-cards.queries.js";
import { eventsOf } from "./events.queries.js";
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
  listing_id: posts.listing_id,
};

type PostRow = Awaited<ReturnType<typeof selectPosts>>[number];

function selectPosts(db: Db, where: SQL, order: SQL[], limit: number, offset: number) {
  return db
    .select({ post: postColumns, author: authorColumns })
    .from(posts)
    .innerJoin(profiles, eq(profiles.id, posts.user_id))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

/** A page of the feed the viewer may read: newest first, or by engagement ("top"). */
export function feedPage(
  db: Db,
  viewerId: string | null,
  sort: "recent" | "top",
  limit: number,
  offset: number,
): Promise<PostRow[]> {
  const order =
    sort === "top" ? [desc(posts.engagement_score), desc(posts.created_at)] : [desc(posts.created_at)];
  const where = and(visibleTo(viewerId), notHiddenBy(viewerId))!;
  return selectPosts(db, where, [...order, desc(posts.id)], limit, offset);
}

/** A page of `limit` cards from `limit + 1` rows: the extra row says whether another page follows. */
export async function toPage(
  db: Db,
  viewerId: string | null,
  rows: PostRow[],
  limit: number,
  offset: number,
  now: Date,
): Promise<FeedPage> {
  const items = await decorate(db, viewerId, rows.slice(0, limit), now);
  return { items, next_cursor: rows.length > limit ? String(offset + limit) : null };
}

/** Her own scheduled posts, soonest first. */
export function scheduledPosts(db: Db, userId: string) {
  return selectPosts(
    db,
    and(eq(posts.user_id, userId), eq(posts.is_deleted, false), isNotNull(posts.scheduled_for))!,
    [asc(posts.scheduled_for)],
    100,
    0,
  );
}

/** One person's posts, newest first: what the viewer may read of them. */
export function authorFeedPage(
  db: Db,
  viewerId: string | null,
  authorId: string,
  limit: number,
  offset: number,
) {
  const where = and(eq(posts.user_id, authorId), visibleTo(viewerId))!;
  return selectPosts(db, where, [desc(posts.created_at), desc(posts.id)], limit, offset);
}

/** A group's feed, newest first: what the viewer may read of it. */
export function groupFeedPage(
  db: Db,
  viewerId: string | null,
  groupId: string,
  limit: number,
  offset: number,
) {
  const where = and(eq(posts.group_id, groupId), visibleTo(viewerId), notHiddenBy(viewerId))!;
  return selectPosts(db, where, [desc(posts.created_at), desc(posts.id)], limit, offset);
}

export async function findVisiblePost(db: Db, viewerId: string | null, postId: string) {
  const [row] = await selectPosts(db, and(eq(posts.id, postId), visibleTo(viewerId))!, [], 1, 0);
  return row;
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
  const mine = <T>(query: () => Promise<T[]>) => (viewerId ? query() : Promise.resolve([] as T[]));
  const sharedIds = rows.flatMap((row) =>
    row.post.reposted_from_post_id ? [row.post.reposted_from_post_id] : [],
  );
  const ownIds = rows.filter((row) => row.author.id === viewerId).map((row) => row.post.id);
  const groupIds = [...new Set(rows.flatMap((row) => (row.post.group_id ? [row.post.group_id] : [])))];
  const listingIds = [...new Set(rows.flatMap((row) => (row.post.listing_id ? [row.post.listing_id] : [])))];
  const [reactions, saves, pollRows, originals, myReposts, views, eventViews, groupRows, listingCards] =
    await Promise.all([
      mine(() =>
        db
          .select({ post_id: postReactions.post_id, type: postReactions.reaction_type })
          .from(postReactions)
          .where(and(eq(postReactions.user_id, viewerId ?? ""), inArray(postReactions.post_id, ids))),
      ),
      mine(() =>
        db
          .select({ post_id: savedPosts.post_id })
          .from(savedPosts)
          .where(and(eq(savedPosts.user_id, viewerId ?? ""), inArray(savedPosts.post_id, ids))),
      ),
      db.select().from(polls).where(inArray(polls.post_id, ids)),
      sharedIds.length
        ? selectPosts(db, and(inArray(posts.id, sharedIds), visibleTo(viewerId))!, [], sharedIds.length, 0)
        : Promise.resolve([]),
      mine(() =>
        db
          .select({ id: posts.reposted_from_post_id })
          .from(posts)
          .where(
            and(
              eq(posts.user_id, viewerId ?? ""),
              eq(posts.is_deleted, false),
              inArray(posts.reposted_from_post_id, ids),
            ),
          ),
      ),
      ownIds.length
        ? db
            .select({ post_id: postViews.post_id, views: sql<number>`count(*)::int` })
            .from(postViews)
            .where(inArray(postViews.post_id, ownIds))
            .groupBy(postViews.post_id)
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
      // A shared listing shows only while it is on sale.
      listingIds.length
        ? listingCardsWhere(db, {
            where: and(inArray(listings.id, listingIds), onSale),
            orderBy: [],
            limit: listingIds.length,
          })
        : Promise.resolve([]),
    ]);
  const listingOf = new Map(listingCards.map((listing) => [listing.id, listing]));
  const groupOf = new Map(groupRows.map((group) => [group.id, group]));
  const pollViews = await pollViewsOf(db, viewerId, pollRows, now);
  const reactionOf = new Map(reactions.map((r) => [r.post_id, r.type as ReactionType]));
  const saved = new Set(saves.map((s) => s.post_id));
  const shared = new Map(originals.map((row) => [row.post.id, row]));
  const reposted = new Set(myReposts.map((r) => r.id));
  const viewCount = new Map(views.map((v) => [v.post_id, v.views]));
  return rows.map(
    ({ post: { reposted_from_post_id, scheduled_for, group_id, listing_id, ...post }, author }) => ({
      ...post,
      listing: (listing_id && listingOf.get(listing_id)) || null,
      group: (group_id && groupOf.get(group_id)) || null,
      scheduled_for: scheduled_for?.toISOString() ?? null,
      visibility: post.visibility as PostView["visibility"],
      author,
      created_at: post.created_at.toISOString(),
      updated_at: post.updated_at.toISOString(),
      is_owner: author.id === viewerId,
      my_reaction: reactionOf.get(post.id) ?? null,
      saved: saved.has(post.id),
      poll: pollViews.get(post.id) ?? null,
      event: eventViews.get(post.id) ?? null,
      is_repost: reposted_from_post_id !== null,
      reposted_from: embedded(reposted_from_post_id ? shared.get(reposted_from_post_id) : undefined),
      reposted: reposted.has(post.id),
      insights:
        author.id === viewerId
          ? {
              views: viewCount.get(post.id) ?? 0,
              engagement_rate: engagementRate(
                post.reaction_count,
                post.comment_count,
                viewCount.get(post.id) ?? 0,
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
