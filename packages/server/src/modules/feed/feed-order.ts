import { type CursorKey, CursorMessages } from "@saheli/core/cursor";
import { and, type SQL, sql } from "drizzle-orm";
import { posts } from "../../db/schema/index.js";
import { AppError } from "../../errors.js";

export type FeedSort = "recent" | "top";
export type FeedPageQuery = {
  viewerId: string | null;
  sort: FeedSort;
  limit: number;
  after: CursorKey | null;
};

/** Published: what every feed index is partial on (`posts_*_feed_idx`), so each branch can walk one. */
// A post a moderator hid (issue 23) is left out too: a filter on top of the index's own condition.
export const published = sql`${posts.is_deleted} = false and ${posts.scheduled_for} is null and ${posts.hidden_at} is null`;

/**
 * The feed's order: newest first, or by engagement ("top") with the newest first among equals. `nulls last`
 * as the indexes are built (drizzle's `.desc()`): plain `desc` means nulls first, and the planner would not
 * walk them for it.
 */
export function feedOrder(sort: FeedSort): SQL {
  return sort === "top"
    ? sql`${posts.engagement_score} desc nulls last, ${posts.created_at} desc nulls last, ${posts.id} desc nulls last`
    : sql`${posts.created_at} desc nulls last, ${posts.id} desc nulls last`;
}

/** Rows strictly after the cursor in `feedOrder`: one row comparison the index range scan starts from. */
export function afterCursor(sort: FeedSort, after: CursorKey | null): SQL {
  if (!after) return sql`true`;
  return sort === "top"
    ? sql`(${posts.engagement_score}, ${posts.created_at}, ${posts.id}) < (${after.score ?? 0}::real, ${after.at}::timestamptz, ${after.id}::uuid)`
    : sql`(${posts.created_at}, ${posts.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`;
}

/** One person's posts, or a group's, newest first, as the viewer may read them. */
export function keyedPosts(after: CursorKey | null, where: SQL): SQL {
  return and(published, where, afterCursor("recent", after))!;
}

/** A cursor made for the other order (a "top" cursor on the newest-first feed) is refused, not misread. */
export function cursorFor(sort: FeedSort, after: CursorKey | null): CursorKey | null {
  if (after && (sort === "top") !== (after.score !== undefined)) {
    throw AppError.badRequest(CursorMessages.invalid);
  }
  return after;
}
