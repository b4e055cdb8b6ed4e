import type { PollView } from "@saheli/core/contracts/feed";
import { AppErrorCode } from "@saheli/core/errors";
import { FeedLimits, FeedMessages } from "@saheli/core/feed";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/connect.js";
import { isActivePerson, notBlockedWith } from "../../db/fragments/person.js";
import { pollOptions, polls, pollVotes, posts, profiles } from "../../db/schema/index.js";
import { AppError } from "../../errors.js";
import type { Clock } from "../../platform/clock.js";
import { findVisiblePost, pollViewsOf } from "./feed.queries.js";
import { authorColumns } from "./visibility.js";

export type PollsServiceDeps = { db: Db; clock: Clock };

/**
 * Voting (doc 1 §4): one vote per person per poll unless it allows several; a repeat vote answers with the
 * results and 'You have already voted in this poll'. The poll row is locked while voting, so a person's
 * parallel votes count once, and each option's count moves with its vote rows.
 */
export function pollsService({ db, clock }: PollsServiceDeps) {
  async function results(tx: Executor, viewerId: string, poll: typeof polls.$inferSelect): Promise<PollView> {
    const view = (await pollViewsOf(tx, viewerId, [poll], clock.now())).get(poll.post_id);
    if (!view) throw AppError.notFound(FeedMessages.pollNotFound);
    return view;
  }

  async function vote(userId: string, pollId: string, optionIds: string[]) {
    const [found] = await db.select({ post_id: polls.post_id }).from(polls).where(eq(polls.id, pollId));
    if (!found || !(await findVisiblePost(db, userId, found.post_id))) {
      throw AppError.notFound(FeedMessages.pollNotFound);
    }
    return db.transaction(async (tx) => {
      const [poll] = await tx.select().from(polls).where(eq(polls.id, pollId)).for("update");
      if (!poll) throw AppError.notFound(FeedMessages.pollNotFound);
      if (poll.expires_at <= clock.now())
        throw new AppError(AppErrorCode.CONFLICT, 409, FeedMessages.pollExpired);
      const chosen = [...new Set(optionIds)];
      if (!poll.allow_multiple && chosen.length > 1) throw AppError.badRequest("Choose one option");
      const valid = await tx
        .select({ id: pollOptions.id })
        .from(pollOptions)
        .where(and(eq(pollOptions.poll_id, pollId), inArray(pollOptions.id, chosen)));
      if (valid.length !== chosen.length) throw AppError.badRequest("That option is not part of this poll");

      const earlier = await tx
        .select({ option_id: pollVotes.option_id })
        .from(pollVotes)
        .where(and(eq(pollVotes.poll_id, pollId), eq(pollVotes.user_id, userId)));
      const fresh = chosen.filter((id) => !earlier.some((vote) => vote.option_id === id));
      if ((earlier.length > 0 && !poll.allow_multiple) || fresh.length === 0) {
        return { poll: await results(tx, userId, poll), message: FeedMessages.alreadyVoted };
      }
      const now = clock.now();
      const added = await tx
        .insert(pollVotes)
        .values(fresh.map((option_id) => ({ poll_id: pollId, option_id, user_id: userId, created_at: now })))
        .onConflictDoNothing()
        .returning({ option_id: pollVotes.option_id });
      const addedIds = added.map((vote) => vote.option_id);
      if (addedIds.length > 0) {
        await tx
          .update(pollOptions)
          .set({ vote_count: sql`${pollOptions.vote_count} + 1` })
          .where(inArray(pollOptions.id, addedIds));
      }
      const [updated] = await tx
        .update(polls)
        .set({ total_votes: sql`${polls.total_votes} + ${addedIds.length}` })
        .where(eq(polls.id, pollId))
        .returning();
      return { poll: await results(tx, userId, updated ?? poll), message: null };
    });
  }

  /**
   * Who voted, for one option or all: only the poll's author may ask (as on professional networks, voters are
   * shown to the author, not to everyone). People she blocked or who blocked her, and closed accounts, are left out.
   */
  async function voters(viewerId: string, pollId: string, optionId?: string) {
    const [poll] = await db
      .select({ author: posts.user_id })
      .from(polls)
      .innerJoin(posts, eq(posts.id, polls.post_id))
      .where(and(eq(polls.id, pollId), eq(posts.is_deleted, false)));
    if (!poll) throw AppError.notFound(FeedMessages.pollNotFound);
    if (poll.author !== viewerId) throw AppError.forbidden(FeedMessages.votersAuthorOnly);
    const where = and(
      eq(pollVotes.poll_id, pollId),
      optionId ? eq(pollVotes.option_id, optionId) : undefined,
      isActivePerson,
      notBlockedWith(viewerId),
    );
    const [rows, [total]] = await Promise.all([
      db
        .select({ ...authorColumns, option_id: pollVotes.option_id, voted_at: pollVotes.created_at })
        .from(pollVotes)
        .innerJoin(profiles, eq(profiles.id, pollVotes.user_id))
        .where(where)
        .orderBy(desc(pollVotes.created_at), desc(pollVotes.user_id))
        .limit(FeedLimits.pollVotersShown),
      db
        .select({ n: count() })
        .from(pollVotes)
        .innerJoin(profiles, eq(profiles.id, pollVotes.user_id))
        .where(where),
    ]);
    return {
      total: total?.n ?? 0,
      voters: rows.map((row) => ({ ...row, voted_at: row.voted_at.toISOString() })),
    };
  }

  return { vote, voters };
}
