import { REACTORS_PAGE } from "@saheli/core/contracts/post-extras";
import { type CursorKey, nextCursor } from "@saheli/core/cursor";
import { FeedMessages, type ReactionType } from "@saheli/core/feed";
import { ENGAGEMENT_WINDOW_DAYS, periodEngagement } from "@saheli/core/post-insights";
import type { Db } from "../../db/connect.js";
import { AppError } from "../../errors.js";
import type { Clock } from "../../platform/clock.js";
import { findVisiblePost } from "./feed.queries.js";
import { authorTotalsSince, reactionCountsOf, reactorsPage, versionsOf } from "./post-extras.queries.js";

export type PostExtrasDeps = { db: Db; clock: Clock };

const DAY_MS = 86_400_000;

/** Issue 21 §6: her post's earlier versions, who reacted to a post, and her engagement over 30 days. */
export function postExtrasService({ db, clock }: PostExtrasDeps) {
  /** Only her own post's versions: anyone else (or a deleted post) gets "Post not found". */
  async function versions(userId: string, postId: string) {
    const rows = await versionsOf(db, { authorId: userId, postId });
    if (rows.length === 0) {
      const own = await findVisiblePost(db, userId, postId);
      if (!own || own.author.id !== userId) throw AppError.notFound(FeedMessages.postNotFound);
    }
    return {
      items: rows.map((row) => ({
        ...row,
        written_at: row.written_at.toISOString(),
        replaced_at: row.replaced_at.toISOString(),
      })),
    };
  }

  /** Who reacted to a post she may read: counts by type and a page of people, newest first. */
  async function reactors(
    viewerId: string | null,
    postId: string,
    type: ReactionType | undefined,
    after: CursorKey | null,
  ) {
    if (!(await findVisiblePost(db, viewerId, postId))) throw AppError.notFound(FeedMessages.postNotFound);
    const [counts, rows] = await Promise.all([
      reactionCountsOf(db, { postId, viewerId }),
      reactorsPage(db, { postId, viewerId, type, after, limit: REACTORS_PAGE + 1 }),
    ]);
    const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
    return {
      counts,
      total,
      items: rows.slice(0, REACTORS_PAGE).map(({ cursor_at: _, reacted_at, reaction_type, ...person }) => ({
        ...person,
        reaction_type: reaction_type as ReactionType,
        reacted_at: reacted_at.toISOString(),
      })),
      next_cursor: nextCursor(rows, REACTORS_PAGE, (row) => ({ at: row.cursor_at, id: row.id })),
    };
  }

  /** Her posts of the last 30 days: how many, their reactions, comments and views, and the rate. */
  async function myInsights(userId: string) {
    const since = new Date(clock.now().getTime() - ENGAGEMENT_WINDOW_DAYS * DAY_MS);
    const totals = await authorTotalsSince(db, { authorId: userId, since });
    return { days: ENGAGEMENT_WINDOW_DAYS, ...totals, engagement_rate: periodEngagement(totals) };
  }

  return { versions, reactors, myInsights };
}

export type PostExtrasService = ReturnType<typeof postExtrasService>;
