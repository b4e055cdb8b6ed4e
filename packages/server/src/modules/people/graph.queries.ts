import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/connect.js";
import { blocks, connections, follows, profiles } from "../../db/schema/index.js";

export type { Executor };

export type ConnectionRow = typeof connections.$inferSelect;

/** The connection row between two people, whichever of them asked. */
export const pairOf = (a: string, b: string) =>
  or(
    and(eq(connections.sender_id, a), eq(connections.receiver_id, b)),
    and(eq(connections.sender_id, b), eq(connections.receiver_id, a)),
  );

export async function findConnectionBetween(db: Executor, a: string, b: string) {
  const [row] = await db.select().from(connections).where(pairOf(a, b));
  return row;
}

export async function findConnection(db: Executor, id: string) {
  const [row] = await db.select().from(connections).where(eq(connections.id, id));
  return row;
}

export type CounterChange = { id: string; followers?: number; following?: number; connections?: number };

/**
 * Applies counter changes in one place, people in id order so two transactions touching the same pair
 * always lock their rows in the same order (no deadlocks).
 */
export async function bumpCounts(tx: Executor, changes: CounterChange[]) {
  const byId = new Map<string, Required<CounterChange>>();
  for (const change of changes) {
    const total = byId.get(change.id) ?? { id: change.id, followers: 0, following: 0, connections: 0 };
    total.followers += change.followers ?? 0;
    total.following += change.following ?? 0;
    total.connections += change.connections ?? 0;
    byId.set(change.id, total);
  }
  for (const total of [...byId.values()].sort((a, b) => a.id.localeCompare(b.id))) {
    if (!total.followers && !total.following && !total.connections) continue;
    await tx
      .update(profiles)
      .set({
        follower_count: sql`${profiles.follower_count} + ${total.followers}`,
        following_count: sql`${profiles.following_count} + ${total.following}`,
        connections_count: sql`${profiles.connections_count} + ${total.connections}`,
      })
      .where(eq(profiles.id, total.id));
  }
}

/** Inserts the follow if it is new; the counters move only for a row actually written. */
export async function insertFollow(tx: Executor, followerId: string, followingId: string): Promise<boolean> {
  const rows = await tx
    .insert(follows)
    .values({ follower_id: followerId, following_id: followingId })
    .onConflictDoNothing()
    .returning({ id: follows.id });
  if (rows.length === 0) return false;
  await bumpCounts(tx, [
    { id: followerId, following: 1 },
    { id: followingId, followers: 1 },
  ]);
  return true;
}

export async function deleteFollow(tx: Executor, followerId: string, followingId: string): Promise<boolean> {
  const rows = await tx
    .delete(follows)
    .where(and(eq(follows.follower_id, followerId), eq(follows.following_id, followingId)))
    .returning({ id: follows.id });
  if (rows.length === 0) return false;
  await bumpCounts(tx, [
    { id: followerId, following: -1 },
    { id: followingId, followers: -1 },
  ]);
  return true;
}

export async function insertConnectionRequest(
  tx: Executor,
  request: { sender_id: string; receiver_id: string; message: string | null; now: Date },
) {
  const [row] = await tx
    .insert(connections)
    .values({
      sender_id: request.sender_id,
      receiver_id: request.receiver_id,
      message: request.message,
      created_at: request.now,
      updated_at: request.now,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Pending → accepted; only the row's receiver, only while pending. */
export async function acceptConnection(tx: Executor, id: string, receiverId: string, now: Date) {
  const [row] = await tx
    .update(connections)
    .set({ status: "accepted", updated_at: now })
    .where(
      and(eq(connections.id, id), eq(connections.receiver_id, receiverId), eq(connections.status, "pending")),
    )
    .returning();
  if (!row) return undefined;
  await bumpCounts(tx, [
    { id: row.sender_id, connections: 1 },
    { id: row.receiver_id, connections: 1 },
  ]);
  return row;
}

/** Deletes the row (by id, or the pair's row) and takes an accepted connection off both counts. */
export async function deleteConnection(tx: Executor, where: { id: string } | { between: [string, string] }) {
  const [row] = await tx
    .delete(connections)
    .where("id" in where ? eq(connections.id, where.id) : pairOf(...where.between))
    .returning();
  if (row?.status === "accepted") {
    await bumpCounts(tx, [
      { id: row.sender_id, connections: -1 },
      { id: row.receiver_id, connections: -1 },
    ]);
  }
  return row;
}

export async function insertBlock(tx: Executor, blockerId: string, blockedId: string, now: Date) {
  const rows = await tx
    .insert(blocks)
    .values({ blocker_id: blockerId, blocked_id: blockedId, created_at: now })
    .onConflictDoNothing()
    .returning({ blocked_id: blocks.blocked_id });
  return rows.length === 1;
}

export async function deleteBlock(db: Executor, blockerId: string, blockedId: string) {
  const rows = await db
    .delete(blocks)
    .where(and(eq(blocks.blocker_id, blockerId), eq(blocks.blocked_id, blockedId)))
    .returning({ blocked_id: blocks.blocked_id });
  return rows.length === 1;
}

export type PairFacts = {
  following: boolean;
  followed_by: boolean;
  connection: ConnectionRow | undefined;
  blocked_by_me: boolean;
  blocked_me: boolean;
};

/** Everything between the viewer and each of `others`, in four queries whatever the list's length. */
export async function pairFacts(db: Executor, viewerId: string, others: string[]) {
  const facts = new Map<string, PairFacts>();
  if (others.length === 0) return facts;
  for (const id of others) {
    facts.set(id, {
      following: false,
      followed_by: false,
      connection: undefined,
      blocked_by_me: false,
      blocked_me: false,
    });
  }
  const [followRows, connectionRows, blockRows] = await Promise.all([
    db
      .select({ follower_id: follows.follower_id, following_id: follows.following_id })
      .from(follows)
      .where(
        or(
          and(eq(follows.follower_id, viewerId), inArray(follows.following_id, others)),
          and(eq(follows.following_id, viewerId), inArray(follows.follower_id, others)),
        ),
      ),
    db
      .select()
      .from(connections)
      .where(
        or(
          and(eq(connections.sender_id, viewerId), inArray(connections.receiver_id, others)),
          and(eq(connections.receiver_id, viewerId), inArray(connections.sender_id, others)),
        ),
      ),
    db
      .select({ blocker_id: blocks.blocker_id, blocked_id: blocks.blocked_id })
      .from(blocks)
      .where(
        or(
          and(eq(blocks.blocker_id, viewerId), inArray(blocks.blocked_id, others)),
          and(eq(blocks.blocked_id, viewerId), inArray(blocks.blocker_id, others)),
        ),
      ),
  ]);
  for (const row of followRows) {
    if (row.follower_id === viewerId) facts.get(row.following_id)!.following = true;
    else facts.get(row.follower_id)!.followed_by = true;
  }
  for (const row of connectionRows) {
    const other = row.sender_id === viewerId ? row.receiver_id : row.sender_id;
    facts.get(other)!.connection = row;
  }
  for (const row of blockRows) {
    if (row.blocker_id === viewerId) facts.get(row.blocked_id)!.blocked_by_me = true;
    else facts.get(row.blocker_id)!.blocked_me = true;
  }
  return facts;
}

/** True when either of the two has blocked the other. */
export async function isBlockedEitherWay(db: Executor, a: string, b: string): Promise<boolean> {
  const rows = await db
    .select({ blocker_id: blocks.blocker_id })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blocker_id, a), eq(blocks.blocked_id, b)),
        and(eq(blocks.blocker_id, b), eq(blocks.blocked_id, a)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Takes a purged person out of everyone's graph: her follows, connections, blocks, views, endorsements and
 * profile details go, and the other people's counters drop with the rows, in the caller's transaction.
 */
export async function removeFromGraph(tx: Executor, id: string) {
  await tx.execute(sql`
    update profiles set follower_count = follower_count - 1
      where id in (select following_id from follows where follower_id = ${id})`);
  await tx.execute(sql`
    update profiles set following_count = following_count - 1
      where id in (select follower_id from follows where following_id = ${id})`);
  await tx.execute(sql`
    update profiles set connections_count = connections_count - 1
      where id in (select case when sender_id = ${id} then receiver_id else sender_id end from connections
                   where status = 'accepted' and (sender_id = ${id} or receiver_id = ${id}))`);
  await tx.execute(sql`
    update user_skills set endorsements_count = endorsements_count - 1
      where id in (select skill_id from skill_endorsements where endorser_id = ${id})`);
  await tx.execute(sql`delete from skill_endorsements where endorser_id = ${id}`);
  await tx.delete(follows).where(or(eq(follows.follower_id, id), eq(follows.following_id, id)));
  await tx.delete(connections).where(or(eq(connections.sender_id, id), eq(connections.receiver_id, id)));
  await tx.delete(blocks).where(or(eq(blocks.blocker_id, id), eq(blocks.blocked_id, id)));
  for (const table of ["user_experiences", "user_education", "user_skills"]) {
    await tx.execute(sql`delete from ${sql.identifier(table)} where user_id = ${id}`);
  }
  await tx.execute(sql`delete from profile_views where profile_user_id = ${id} or viewer_user_id = ${id}`);
  await tx
    .update(profiles)
    .set({ follower_count: 0, following_count: 0, connections_count: 0 })
    .where(eq(profiles.id, id));
}
