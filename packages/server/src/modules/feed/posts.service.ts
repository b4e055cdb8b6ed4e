import type { createPostSchema, PostView, updatePostSchema } from "@saheli/core/contracts/feed";
import type { CursorKey } from "@saheli/core/cursor";
import { AppErrorCode } from "@saheli/core/errors";
import { CELEBRATION_IMAGES, extractEntities, FeedLimits, FeedMessages } from "@saheli/core/feed";
import { GroupMessages } from "@saheli/core/groups";
import { SocialWords } from "@saheli/core/i18n/notices/social";
import { say } from "@saheli/core/i18n/notices/words";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/connect.js";
import { groupMembers, pollOptions, polls, posts } from "../../db/schema/index.js";
import { AppError } from "../../errors.js";
import type { Bus } from "../../platform/bus.js";
import type { Clock } from "../../platform/clock.js";
import type { Jobs } from "../../platform/jobs.js";
import { isOwnUpload } from "../../platform/storage.js";
import type { LinkPreviewService } from "../link-preview/link-preview.service.js";
import { POST_MEDIA_BUCKET } from "../media/upload.service.js";
import type { NotificationsService } from "../notifications/notifications.service.js";
import { insertPostPlace } from "../places/places.queries.js";
import { toStoredPlace } from "../places/places.service.js";
import {
  authorFeedPage,
  decorate,
  findVisiblePost,
  groupFeedPage,
  newestKey,
  pendingSchedule,
  scheduledPosts,
  toPage,
} from "./feed.queries.js";
import { cursorFor, type FeedSort } from "./feed-order.js";
import { feedCursorKey, feedPage } from "./feed-page.queries.js";
import { keepVersionIfChanged } from "./post-extras.queries.js";
import { insertPostListings } from "./post-listings.queries.js";
import { listingsToShare } from "./post-listings.service.js";

export type PostsServiceDeps = {
  db: Db;
  clock: Clock;
  jobs?: Pick<Jobs, "send">;
  bus: Bus;
  notifications: Pick<NotificationsService, "notify" | "idsOf">;
  /** The server's own link card for the URL a post names (issue 21 §1). */
  linkPreviews?: Pick<LinkPreviewService, "forPost">;
};

export const PUBLISH_JOB = "post.publish";
export type PublishJob = { postId: string };
type NewPost = z.output<typeof createPostSchema>;
type PostChanges = z.output<typeof updatePostSchema>;

const DAY_MS = 86_400_000;

/** Her own uploads (or a celebration's picture) only: never someone else's files or other sites. */
function ownMedia(userId: string, urls: string[]) {
  const allowed = (url: string) =>
    isOwnUpload(url, POST_MEDIA_BUCKET, userId) || CELEBRATION_IMAGES.includes(url);
  if (!urls.every(allowed)) {
    throw AppError.badRequest("Images must be uploaded to Saheli first.");
  }
  return urls;
}

function scheduleTime(at: Date, now: Date): Date {
  const ahead = at.getTime() - now.getTime();
  if (ahead < FeedLimits.scheduleMinMs) throw AppError.badRequest(FeedMessages.scheduleTooSoon);
  if (ahead > FeedLimits.scheduleMaxMs) throw AppError.badRequest(FeedMessages.scheduleTooLate);
  return at;
}

/** Writing, reading and changing posts; who may read what is decided in SQL (visibility.ts). */
export function postsService({ db, clock, jobs, bus, notifications, linkPreviews }: PostsServiceDeps) {
  /** A post reaches the feed: tell live feeds (public posts) and the people it mentions. */
  async function announce(post: PostView) {
    if (post.visibility === "public") {
      await bus.publish("feed", { name: "new-post", data: { id: post.id, author_id: post.author.id } });
    }
    if (post.mentions.length === 0) return;
    // Only people who can open the post are told about it.
    const mentioned = await notifications.idsOf(post.mentions);
    const readers = await Promise.all(
      mentioned.map(async (id) => ((await findVisiblePost(db, id, post.id)) ? id : null)),
    );
    await notifications.notify({
      recipientIds: readers.filter((id): id is string => id !== null),
      actorId: post.author.id,
      type: "post_mention",
      title: say(SocialWords.mention),
      message: say(SocialWords.mentionText, { name: post.author.full_name }),
      actionUrl: `/community/post/${post.id}`,
      contextType: "post",
      contextId: post.id,
    });
  }

  async function view(viewerId: string | null, postId: string): Promise<PostView> {
    const row = await findVisiblePost(db, viewerId, postId);
    if (!row) throw AppError.notFound(FeedMessages.postNotFound);
    const [post] = await decorate(db, viewerId, [row], clock.now());
    if (!post) throw AppError.notFound(FeedMessages.postNotFound);
    return post;
  }

  /** A feed page after the cursor (`null`: the first page). */
  async function page(viewerId: string | null, sort: FeedSort, limit: number, cursor: CursorKey | null) {
    const after = cursorFor(sort, cursor);
    const rows = await feedPage(db, { viewerId, sort, limit: limit + 1, after });
    return toPage(db, viewerId, rows, limit, (row) => feedCursorKey(sort, row), clock.now());
  }

  async function byAuthor(
    viewerId: string | null,
    authorId: string,
    limit: number,
    cursor: CursorKey | null,
  ) {
    const after = cursorFor("recent", cursor);
    const rows = await authorFeedPage(db, { viewerId, authorId, limit: limit + 1, after });
    return toPage(db, viewerId, rows, limit, newestKey, clock.now());
  }

  /** A group's posts as the viewer may read them; the group service has checked she may see the group. */
  async function byGroup(viewerId: string | null, groupId: string, limit: number, cursor: CursorKey | null) {
    const after = cursorFor("recent", cursor);
    const rows = await groupFeedPage(db, { viewerId, groupId, limit: limit + 1, after });
    return toPage(db, viewerId, rows, limit, newestKey, clock.now());
  }

  /** A post, and for a poll its poll and options numbered from 1, in one transaction. */
  async function create(userId: string, input: NewPost): Promise<PostView> {
    const images = ownMedia(userId, input.image_urls);
    const videos = ownMedia(userId, input.video_urls);
    const isPoll = input.post_type === "poll";
    if (isPoll && !input.poll) throw AppError.badRequest(FeedMessages.pollIncomplete);
    // Words, a picture or her shared products: a post needs one of them.
    if (!isPoll && !input.content && images.length === 0 && !input.listing_ids?.length)
      throw AppError.badRequest(FeedMessages.postRequired);
    if (input.post_type === "article" && !input.title) throw AppError.badRequest("An article needs a title");
    if (input.group_id) await mustBelong(userId, input.group_id);
    const listingIds = await listingsToShare(db, userId, input.listing_ids);
    const now = clock.now();
    const scheduledFor = input.scheduled_for ? scheduleTime(new Date(input.scheduled_for), now) : null;
    const { hashtags, mentions } = extractEntities(input.content);
    const linkPreview = input.link_preview ? await cardFor(input.link_preview.url) : null;
    const id = await db.transaction(async (tx) => {
      if (scheduledFor) {
        const { pending, sameId } = await pendingSchedule(tx, userId, input.content, scheduledFor);
        if (sameId) return sameId;
        if (pending >= FeedLimits.scheduledPendingMax)
          throw new AppError(AppErrorCode.CONFLICT, 409, FeedMessages.scheduleFull);
      }
      const [post] = await tx
        .insert(posts)
        .values({
          user_id: userId,
          content: input.content,
          title: input.post_type === "article" ? (input.title ?? null) : null,
          post_type: input.post_type,
          // Doc 1 §4: a post made in a group is public (Anyone + Group).
          visibility: input.group_id ? "public" : input.visibility,
          group_id: input.group_id ?? null,
          allow_comments: input.allow_comments,
          allow_reactions: input.allow_reactions,
          image_urls: images,
          video_urls: videos,
          link_preview_data: linkPreview,
          music: input.music ?? null,
          tags: hashtags,
          mentions,
          scheduled_for: scheduledFor,
          created_at: now,
          updated_at: now,
        })
        .returning({ id: posts.id });
      if (!post) throw new Error("insert returned no post");
      await insertPostListings(tx, post.id, listingIds);
      if (input.place) await insertPostPlace(tx, post.id, toStoredPlace(input.place));
      if (isPoll && input.poll) {
        const [poll] = await tx
          .insert(polls)
          .values({
            post_id: post.id,
            question: input.poll.question,
            allow_multiple: input.poll.allow_multiple,
            expires_at: new Date(now.getTime() + input.poll.duration_days * DAY_MS),
            created_at: now,
          })
          .returning({ id: polls.id });
        if (!poll) throw new Error("insert returned no poll");
        await tx
          .insert(pollOptions)
          .values(
            input.poll.options.map((text, i) => ({ poll_id: poll.id, option_text: text, position: i + 1 })),
          );
      }
      return post.id;
    });
    if (!scheduledFor) {
      const created = await view(userId, id);
      await announce(created);
      return created;
    }
    await jobs?.send(PUBLISH_JOB, { postId: id } satisfies PublishJob, { startAfter: scheduledFor });
    const [own] = await decorate(db, userId, await scheduledPosts(db, userId, id), now);
    if (!own) throw new Error("the scheduled post is missing");
    return own;
  }

  /** The server's card for the URL (never the client's words or pictures); null when none can be made. */
  async function cardFor(url: string) {
    return (await linkPreviews?.forPost(url)) ?? null;
  }

  async function mustBelong(userId: string, groupId: string) {
    const [membership] = await db
      .select({ role: groupMembers.role })
      .from(groupMembers)
      .where(and(eq(groupMembers.group_id, groupId), eq(groupMembers.user_id, userId)));
    if (!membership) throw new AppError(AppErrorCode.FORBIDDEN, 403, GroupMessages.joinToPost);
  }

  /** Her scheduled posts, soonest first; deleting one cancels it. */
  async function scheduled(userId: string) {
    return decorate(db, userId, await scheduledPosts(db, userId), clock.now());
  }

  /** The job: the post joins the feed now, as a new post. A deleted or already published one is left alone. */
  async function publishDue(postId: string) {
    const now = clock.now();
    const published = await db
      .update(posts)
      .set({ scheduled_for: null, created_at: now, updated_at: now })
      .where(and(eq(posts.id, postId), eq(posts.is_deleted, false), isNotNull(posts.scheduled_for)))
      .returning({ id: posts.id, user_id: posts.user_id });
    const [done] = published;
    if (done) await announce(await view(done.user_id, done.id));
    return published.length === 1;
  }

  async function ownPost(userId: string, postId: string) {
    const [post] = await db
      .select({ user_id: posts.user_id, post_type: posts.post_type, images: posts.image_urls })
      .from(posts)
      .where(and(eq(posts.id, postId), eq(posts.is_deleted, false)));
    if (!post) throw AppError.notFound(FeedMessages.postNotFound);
    if (post.user_id !== userId) throw new AppError(AppErrorCode.FORBIDDEN, 403, FeedMessages.notYourPost);
    return post;
  }

  async function update(userId: string, postId: string, changes: PostChanges): Promise<PostView> {
    const post = await ownPost(userId, postId);
    if (changes.content === "" && post.post_type !== "poll" && post.images.length === 0) {
      throw AppError.badRequest(FeedMessages.postRequired);
    }
    const entities = changes.content === undefined ? undefined : extractEntities(changes.content);
    const linkPreview = changes.link_preview && (await cardFor(changes.link_preview.url));
    if (changes.image_urls) ownMedia(userId, changes.image_urls);
    if (changes.video_urls) ownMedia(userId, changes.video_urls);
    const now = clock.now();
    // The text she replaced is kept as a version in the same transaction (issue 21 §6).
    await db.transaction(async (tx) => {
      const edited = await keepVersionIfChanged(tx, postId, changes, now);
      await tx
        .update(posts)
        .set({
          ...changes,
          ...(entities && { tags: entities.hashtags, mentions: entities.mentions }),
          ...(edited && { edited_at: now }),
          ...(changes.link_preview !== undefined && { link_preview_data: linkPreview ?? null }),
          updated_at: now,
        })
        .where(eq(posts.id, postId));
    });
    return view(userId, postId);
  }

  /** Soft delete: the post leaves every feed; its reactions and comments go with it. */
  async function remove(userId: string, postId: string) {
    await ownPost(userId, postId);
    await db.update(posts).set({ is_deleted: true, updated_at: clock.now() }).where(eq(posts.id, postId));
  }

  /** Share a post (a repost shares its original), once per person, optionally with her comment. */
  async function repost(userId: string, postId: string, comment: string | undefined): Promise<PostView> {
    const found = await findVisiblePost(db, userId, postId);
    if (!found) throw AppError.notFound(FeedMessages.postNotFound);
    const originalId = found.post.reposted_from_post_id ?? postId;
    const now = clock.now();
    const id = await db.transaction(async (tx) => {
      await tx.select({ id: posts.id }).from(posts).where(eq(posts.id, originalId)).for("update");
      const [already] = await tx
        .select({ id: posts.id })
        .from(posts)
        .where(
          and(
            eq(posts.user_id, userId),
            eq(posts.reposted_from_post_id, originalId),
            eq(posts.is_deleted, false),
          ),
        );
      if (already) throw new AppError(AppErrorCode.CONFLICT, 409, FeedMessages.alreadyReposted);
      const { hashtags, mentions } = extractEntities(comment ?? "");
      const [row] = await tx
        .insert(posts)
        .values({
          user_id: userId,
          content: comment ?? "",
          repost_comment: comment ?? null,
          reposted_from_post_id: originalId,
          post_type: "repost",
          tags: hashtags,
          mentions,
          created_at: now,
          updated_at: now,
        })
        .returning({ id: posts.id });
      await tx
        .update(posts)
        .set({ repost_count: sql`${posts.repost_count} + 1` })
        .where(eq(posts.id, originalId));
      return row?.id ?? "";
    });
    return view(userId, id);
  }

  /** Undo her repost of a post; the count never goes below 0. */
  async function unrepost(userId: string, postId: string) {
    await db.transaction(async (tx) => {
      const removed = await tx
        .update(posts)
        .set({ is_deleted: true, updated_at: clock.now() })
        .where(
          and(
            eq(posts.user_id, userId),
            eq(posts.reposted_from_post_id, postId),
            eq(posts.is_deleted, false),
          ),
        )
        .returning({ id: posts.id });
      if (removed.length === 0) return;
      await tx
        .update(posts)
        .set({ repost_count: sql`greatest(${posts.repost_count} - ${removed.length}, 0)` })
        .where(eq(posts.id, postId));
    });
  }

  return { view, page, byAuthor, byGroup, create, update, remove, repost, unrepost, scheduled, publishDue };
}

export type PostsService = ReturnType<typeof postsService>;
