import type { FeedPage } from "@saheli/core/contracts/feed";
import type { CursorKey } from "@saheli/core/cursor";
import { AppErrorCode } from "@saheli/core/errors";
import { FeedMessages, type HideReason, type PostReportReason } from "@saheli/core/feed";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import { hiddenPosts, posts, postViews, profiles, reports, savedPosts } from "../../db/schema/index.js";
import { AppError } from "../../errors.js";
import type { Clock } from "../../platform/clock.js";
import { findVisiblePost, postRowColumns, toPage } from "./feed.queries.js";
import { cursorFor } from "./feed-order.js";
import { visibleTo } from "./visibility.js";

const savedAt = sql<string>`to_char(${savedPosts.created_at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export type KeepServiceDeps = { db: Db; clock: Clock };

/** What a reader does for herself with a post: save it, hide it (with undo), report it, and be counted as a view. */
export function keepService({ db, clock }: KeepServiceDeps) {
  async function readable(viewerId: string, postId: string) {
    if (!(await findVisiblePost(db, viewerId, postId))) throw AppError.notFound(FeedMessages.postNotFound);
  }

  async function save(userId: string, postId: string, keep: boolean) {
    if (keep) {
      await readable(userId, postId);
      await db
        .insert(savedPosts)
        .values({ user_id: userId, post_id: postId, created_at: clock.now() })
        .onConflictDoNothing();
    } else {
      await db.delete(savedPosts).where(and(eq(savedPosts.user_id, userId), eq(savedPosts.post_id, postId)));
    }
    return { saved: keep };
  }

  /** Doc 3 §2.1 "Saved Items": newest saved first, only posts she may still read. */
  async function saved(userId: string, limit: number, cursor: CursorKey | null): Promise<FeedPage> {
    const after = cursorFor("recent", cursor);
    const rows = await db
      .select({ ...postRowColumns, saved_at: savedAt })
      .from(savedPosts)
      .innerJoin(posts, eq(posts.id, savedPosts.post_id))
      .innerJoin(profiles, eq(profiles.id, posts.user_id))
      .where(
        and(
          eq(savedPosts.user_id, userId),
          visibleTo(userId),
          after
            ? sql`(${savedPosts.created_at}, ${savedPosts.post_id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(sql`${savedPosts.created_at} desc nulls last, ${savedPosts.post_id} desc nulls last`)
      .limit(limit + 1);
    // Her saved list pages by when she saved each post.
    return toPage(db, userId, rows, limit, (row) => ({ at: row.saved_at, id: row.post.id }), clock.now());
  }

  async function hide(userId: string, postId: string, reasons: HideReason[]) {
    await readable(userId, postId);
    await db
      .insert(hiddenPosts)
      .values({ user_id: userId, post_id: postId, reasons, created_at: clock.now() })
      .onConflictDoUpdate({ target: [hiddenPosts.user_id, hiddenPosts.post_id], set: { reasons } });
    return { hidden: true };
  }

  async function unhide(userId: string, postId: string) {
    await db.delete(hiddenPosts).where(and(eq(hiddenPosts.user_id, userId), eq(hiddenPosts.post_id, postId)));
    return { hidden: false };
  }

  /** One open report per person and post, for the moderators. */
  async function report(userId: string, postId: string, reason: PostReportReason, description?: string) {
    await readable(userId, postId);
    const [row] = await db
      .insert(reports)
      .values({
        reporter_id: userId,
        target_type: "post",
        target_id: postId,
        reason,
        details: description ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: reports.id });
    if (!row) throw new AppError(AppErrorCode.CONFLICT, 409, FeedMessages.alreadyReported);
    return { message: FeedMessages.reportReceived };
  }

  /** A view counts once per person; her own views of her posts do not count. */
  async function view(userId: string, postId: string) {
    const found = await findVisiblePost(db, userId, postId);
    if (!found) throw AppError.notFound(FeedMessages.postNotFound);
    if (found.author.id !== userId) {
      await db
        .insert(postViews)
        .values({ post_id: postId, user_id: userId, created_at: clock.now() })
        .onConflictDoNothing();
    }
  }

  return { save, saved, hide, unhide, report, view };
}
