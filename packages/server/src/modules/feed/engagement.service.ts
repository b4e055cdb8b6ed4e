import type { CommentView } from "@saheli/core/contracts/feed";
import { type CursorKey, nextCursor } from "@saheli/core/cursor";
import { AppErrorCode } from "@saheli/core/errors";
import { FeedLimits, FeedMessages, type ReactionType, reactionChange } from "@saheli/core/feed";
import { SocialWords } from "@saheli/core/i18n/notices/social";
import { say } from "@saheli/core/i18n/notices/words";
import { and, asc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/connect.js";
import { afterKey, cursorTime } from "../../db/keyset.js";
import { commentLikes, comments, postReactions, posts, profiles } from "../../db/schema/index.js";
import { AppError } from "../../errors.js";
import type { Bus } from "../../platform/bus.js";
import type { Clock } from "../../platform/clock.js";
import type { NotificationsService } from "../notifications/notifications.service.js";
import { findVisiblePost } from "./feed.queries.js";
import { authorColumns } from "./visibility.js";

export type EngagementServiceDeps = {
  db: Db;
  clock: Clock;
  bus: Bus;
  notifications: Pick<NotificationsService, "notify">;
};

/** Moves a counter by `delta`, never below 0 (the check constraints would refuse it anyway). */
const bump = (column: typeof posts.reaction_count | typeof comments.like_count, delta: number) =>
  sql`greatest(${column} + ${delta}, 0)`;

/** Reactions and comments. Counters change in the same transaction as the rows they count. */
export function engagementService({ db, clock, bus, notifications }: EngagementServiceDeps) {
  const nameOf = async (userId: string) =>
    (await db.select({ name: profiles.full_name }).from(profiles).where(eq(profiles.id, userId)))[0]?.name ??
    null;

  async function readablePost(viewerId: string, postId: string) {
    const row = await findVisiblePost(db, viewerId, postId);
    if (!row) throw AppError.notFound(FeedMessages.postNotFound);
    return row;
  }

  /** Doc 1 §4: the same reaction again removes it, another changes it, none adds it. */
  async function react(userId: string, postId: string, chosen: ReactionType) {
    const found = await readablePost(userId, postId);
    if (!found.post.allow_reactions)
      throw new AppError(AppErrorCode.FORBIDDEN, 403, FeedMessages.reactionsOff);
    const result = await db.transaction(async (tx) => {
      const mine = and(eq(postReactions.post_id, postId), eq(postReactions.user_id, userId));
      const [current] = await tx
        .select({ type: postReactions.reaction_type })
        .from(postReactions)
        .where(mine);
      const change = reactionChange((current?.type as ReactionType | undefined) ?? null, chosen);
      let delta = 0;
      if (change.action === "add") {
        const added = await tx
          .insert(postReactions)
          .values({ post_id: postId, user_id: userId, reaction_type: chosen, created_at: clock.now() })
          .onConflictDoUpdate({
            target: [postReactions.post_id, postReactions.user_id],
            set: { reaction_type: chosen },
          })
          .returning({ inserted: sql<boolean>`(xmax = 0)` });
        delta = added[0]?.inserted ? 1 : 0;
      } else if (change.action === "change") {
        await tx.update(postReactions).set({ reaction_type: chosen }).where(mine);
      } else {
        const removed = await tx
          .delete(postReactions)
          .where(mine)
          .returning({ post_id: postReactions.post_id });
        delta = -removed.length;
      }
      const [counted] = await tx
        .update(posts)
        .set({ reaction_count: bump(posts.reaction_count, delta) })
        .where(eq(posts.id, postId))
        .returning({ reaction_count: posts.reaction_count });
      return { my_reaction: change.next, reaction_count: counted?.reaction_count ?? 0, added: delta > 0 };
    });
    await bus.publish(`post:${postId}`, {
      name: "reaction-changed",
      data: { post_id: postId, reaction_count: result.reaction_count },
    });
    if (result.added) {
      await notifications.notify({
        recipientIds: [found.author.id],
        actorId: userId,
        type: "like",
        title: say(SocialWords.reaction),
        message: say(SocialWords.reactionText, { name: await nameOf(userId) }),
        actionUrl: `/community/post/${postId}`,
        contextType: "post",
        contextId: postId,
      });
    }
    return { my_reaction: result.my_reaction, reaction_count: result.reaction_count };
  }

  /** A comment, or a reply: a reply to a reply joins its thread, so threads stay one level deep. */
  async function comment(
    userId: string,
    postId: string,
    content: string,
    parentId?: string,
  ): Promise<CommentView> {
    const found = await readablePost(userId, postId);
    if (!found.post.allow_comments) throw new AppError(AppErrorCode.FORBIDDEN, 403, FeedMessages.commentsOff);
    let threadAuthor: string | null = null;
    const id = await db.transaction(async (tx) => {
      let threadId: string | null = null;
      if (parentId) {
        const [parent] = await tx
          .select({ id: comments.id, parent: comments.parent_comment_id, author: comments.user_id })
          .from(comments)
          .where(and(eq(comments.id, parentId), eq(comments.post_id, postId)));
        if (!parent) throw AppError.notFound("Comment not found");
        threadId = parent.parent ?? parent.id;
        threadAuthor = parent.author;
        await tx
          .update(comments)
          .set({ reply_count: sql`${comments.reply_count} + 1` })
          .where(eq(comments.id, threadId));
      }
      const now = clock.now();
      const [row] = await tx
        .insert(comments)
        .values({
          post_id: postId,
          user_id: userId,
          parent_comment_id: threadId,
          content,
          created_at: now,
          updated_at: now,
        })
        .returning({ id: comments.id });
      await tx
        .update(posts)
        .set({ comment_count: sql`${posts.comment_count} + 1` })
        .where(eq(posts.id, postId));
      return row?.id ?? "";
    });
    const created = (await commentViews(db, userId, [eq(comments.id, id)]))[0]?.view;
    if (!created) throw new Error("the new comment is missing");
    await tellAboutComment(created, found.author.id, threadAuthor);
    return created;
  }

  async function tellAboutComment(created: CommentView, postAuthor: string, threadAuthor: string | null) {
    const { post_id: postId, author } = created;
    const [counted] = await db
      .select({ comment_count: posts.comment_count })
      .from(posts)
      .where(eq(posts.id, postId));
    await bus.publish(`post:${postId}`, {
      name: "comment-added",
      data: {
        post_id: postId,
        comment_id: created.id,
        author_id: author.id,
        comment_count: counted?.comment_count ?? 0,
      },
    });
    const base = {
      actorId: author.id,
      actionUrl: `/community/post/${postId}`,
      contextType: "comment" as const,
      contextId: created.id,
    };
    await notifications.notify({
      ...base,
      recipientIds: [postAuthor],
      type: "comment",
      title: say(SocialWords.comment),
      message: say(SocialWords.commentText, { name: author.full_name }),
    });
    if (threadAuthor && threadAuthor !== postAuthor) {
      await notifications.notify({
        ...base,
        recipientIds: [threadAuthor],
        type: "comment_reply",
        title: say(SocialWords.reply),
        message: say(SocialWords.replyText, { name: author.full_name }),
      });
    }
  }

  /** Her own comment only; a thread's replies go with it and every counter follows. */
  async function deleteComment(userId: string, commentId: string) {
    await db.transaction(async (tx) => {
      const [target] = await tx.select().from(comments).where(eq(comments.id, commentId)).for("update");
      if (!target) throw AppError.notFound("Comment not found");
      if (target.user_id !== userId)
        throw new AppError(AppErrorCode.FORBIDDEN, 403, FeedMessages.notYourComment);
      await tx.delete(comments).where(eq(comments.id, commentId));
      await tx
        .update(posts)
        .set({ comment_count: sql`greatest(${posts.comment_count} - ${1 + target.reply_count}, 0)` })
        .where(eq(posts.id, target.post_id));
      if (target.parent_comment_id) {
        await tx
          .update(comments)
          .set({ reply_count: sql`greatest(${comments.reply_count} - 1, 0)` })
          .where(eq(comments.id, target.parent_comment_id));
      }
    });
  }

  /** Top-level comments oldest first, 20 a page from the cursor, each with its replies: three queries a page. */
  async function thread(viewerId: string | null, postId: string, after: CursorKey | null) {
    const row = await findVisiblePost(db, viewerId, postId);
    if (!row) throw AppError.notFound(FeedMessages.postNotFound);
    const size = FeedLimits.commentPageSize;
    const top = await commentViews(
      db,
      viewerId,
      [eq(comments.post_id, postId), isNull(comments.parent_comment_id)],
      { limit: size + 1, after },
    );
    const page = top.slice(0, size);
    const replies = page.length
      ? await commentViews(db, viewerId, [
          inArray(
            comments.parent_comment_id,
            page.map((c) => c.view.id),
          ),
        ])
      : [];
    return {
      items: page.map(({ view }) => ({
        ...view,
        replies: replies.filter((r) => r.view.parent_comment_id === view.id).map((r) => r.view),
      })),
      next_cursor: nextCursor(top, size, (c) => c.key),
    };
  }

  /** Like or unlike a comment; the count follows the rows. */
  /** A comment is liked only where its post can be seen: visibility and blocks as for the post itself. */
  async function likeComment(userId: string, commentId: string, like: boolean) {
    const [target] = await db
      .select({ post_id: comments.post_id })
      .from(comments)
      .where(eq(comments.id, commentId));
    if (!target) throw AppError.notFound("Comment not found");
    await readablePost(userId, target.post_id);
    return db.transaction(async (tx) => {
      const changed = like
        ? await tx
            .insert(commentLikes)
            .values({ comment_id: commentId, user_id: userId, created_at: clock.now() })
            .onConflictDoNothing()
            .returning({ id: commentLikes.comment_id })
        : await tx
            .delete(commentLikes)
            .where(and(eq(commentLikes.comment_id, commentId), eq(commentLikes.user_id, userId)))
            .returning({ id: commentLikes.comment_id });
      const [row] = await tx
        .update(comments)
        .set({ like_count: bump(comments.like_count, like ? changed.length : -changed.length) })
        .where(eq(comments.id, commentId))
        .returning({ like_count: comments.like_count });
      if (!row) throw AppError.notFound("Comment not found");
      return { liked: like, like_count: row.like_count };
    });
  }

  return { react, comment, deleteComment, thread, likeComment };
}

async function commentViews(
  db: Executor,
  viewerId: string | null,
  where: ReturnType<typeof eq>[],
  page?: { limit: number; after: CursorKey | null },
): Promise<{ view: CommentView; key: CursorKey }[]> {
  const liked = viewerId
    ? sql<boolean>`exists (select 1 from comment_likes l where l.comment_id = ${comments.id} and l.user_id = ${viewerId})`
    : sql<boolean>`false`;
  const query = db
    .select({ comment: comments, author: authorColumns, liked, cursor_at: cursorTime(comments.created_at) })
    .from(comments)
    .innerJoin(profiles, eq(profiles.id, comments.user_id))
    .where(
      and(
        ...where,
        // Hidden by a moderator, or by a suspended author (issue 23): out of the thread while that lasts.
        isNull(comments.hidden_at),
        ne(profiles.account_status, "suspended"),
        afterKey(comments.created_at, comments.id, page?.after ?? null, "asc"),
      ),
    )
    // Oldest first, as `comments_top_level_idx` (post, time, id) is walked.
    .orderBy(asc(comments.created_at), asc(comments.id));
  const rows = page ? await query.limit(page.limit) : await query;
  return rows.map(({ comment, author, liked: isLiked, cursor_at }) => ({
    key: { at: cursor_at, id: comment.id },
    view: {
      id: comment.id,
      post_id: comment.post_id,
      parent_comment_id: comment.parent_comment_id,
      author,
      content: comment.content,
      like_count: comment.like_count,
      reply_count: comment.reply_count,
      liked: isLiked,
      is_owner: author.id === viewerId,
      created_at: comment.created_at.toISOString(),
    },
  }));
}
