import { ACTIVE_CALL_STATUSES, type CallStatus } from "@saheli/core/calls";
import { and, desc, eq, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/connect.js";
import { blocks, calls, connections, profiles } from "../../db/schema/index.js";

const callerProfile = alias(profiles, "caller");
const calleeProfile = alias(profiles, "callee");

/** Calls with both people's cards, newest first. */
export function callRows(db: Executor, where: SQL | undefined, limit: number) {
  return db
    .select({
      id: calls.id,
      caller_id: calls.caller_id,
      callee_id: calls.callee_id,
      status: sql<CallStatus>`${calls.status}`,
      created_at: calls.created_at,
      answered_at: calls.answered_at,
      ended_at: calls.ended_at,
      caller: {
        id: callerProfile.id,
        username: callerProfile.username,
        full_name: callerProfile.full_name,
        avatar_url: callerProfile.avatar_url,
      },
      callee: {
        id: calleeProfile.id,
        username: calleeProfile.username,
        full_name: calleeProfile.full_name,
        avatar_url: calleeProfile.avatar_url,
      },
    })
    .from(calls)
    .innerJoin(callerProfile, eq(callerProfile.id, calls.caller_id))
    .innerJoin(calleeProfile, eq(calleeProfile.id, calls.callee_id))
    .where(where)
    .orderBy(desc(calls.created_at))
    .limit(limit);
}
export type CallRow = Awaited<ReturnType<typeof callRows>>[number];

/** One of her calls, or nothing when it is not hers: ownership is in the `where`. */
export async function callOf(db: Executor, callId: string, userId: string) {
  const [row] = await callRows(
    db,
    and(eq(calls.id, callId), or(eq(calls.caller_id, userId), eq(calls.callee_id, userId))),
    1,
  );
  return row ?? null;
}

/** Her calls, made and received. */
export function historyOf(db: Executor, userId: string, limit: number) {
  return callRows(db, or(eq(calls.caller_id, userId), eq(calls.callee_id, userId)), limit);
}

/** Which of these people are in a call still going (ringing or answered). */
export async function busyAmong(db: Executor, userIds: string[]) {
  const rows = await db
    .select({ caller_id: calls.caller_id, callee_id: calls.callee_id })
    .from(calls)
    .where(
      and(
        inArray(calls.status, [...ACTIVE_CALL_STATUSES]),
        or(inArray(calls.caller_id, userIds), inArray(calls.callee_id, userIds)),
      ),
    );
  return new Set(rows.flatMap((r) => [r.caller_id, r.callee_id]).filter((id) => userIds.includes(id)));
}

/** What the call rules need to know of the two people (core `callRefusal`). */
export async function pairFacts(db: Executor, callerId: string, calleeId: string) {
  const people = await db
    .select({ id: profiles.id, verified: profiles.is_verified, active: profiles.is_active })
    .from(profiles)
    .where(inArray(profiles.id, [callerId, calleeId]));
  const [connected] = await db
    .select({ one: sql`1` })
    .from(connections)
    .where(
      and(
        eq(connections.status, "accepted"),
        or(
          and(eq(connections.sender_id, callerId), eq(connections.receiver_id, calleeId)),
          and(eq(connections.sender_id, calleeId), eq(connections.receiver_id, callerId)),
        ),
      ),
    )
    .limit(1);
  const [blocked] = await db
    .select({ one: sql`1` })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blocker_id, callerId), eq(blocks.blocked_id, calleeId)),
        and(eq(blocks.blocker_id, calleeId), eq(blocks.blocked_id, callerId)),
      ),
    )
    .limit(1);
  const caller = people.find((p) => p.id === callerId);
  const callee = people.find((p) => p.id === calleeId);
  return {
    callerVerified: caller?.verified === true && caller.active,
    calleeExists: Boolean(callee),
    calleeVerified: callee?.verified === true && callee.active,
    connected: Boolean(connected),
    blocked: Boolean(blocked),
  };
}

/** Ringing calls that began at or before `since`: due to be missed. */
export function ringingSince(db: Executor, since: Date) {
  return db
    .select({ id: calls.id })
    .from(calls)
    .where(and(eq(calls.status, "ringing"), lte(calls.created_at, since)));
}

/** Answered calls that began at or before `since`: over, whatever became of the browsers. */
export function answeredSince(db: Executor, since: Date) {
  return db
    .select({ id: calls.id })
    .from(calls)
    .where(and(eq(calls.status, "answered"), lte(calls.answered_at, since)));
}

/**
 * Moves a call from `from` to `to`, only if it is still `from`: of two racing moves (an answer and the ring
 * time running out) exactly one wins.
 */
export async function moveCall(
  db: Executor,
  callId: string,
  from: CallStatus,
  to: CallStatus,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(calls)
    .set({
      status: to,
      ...(to === "answered" ? { answered_at: now } : {}),
      ...(to !== "answered" ? { ended_at: now } : {}),
    })
    .where(and(eq(calls.id, callId), eq(calls.status, from)))
    .returning({ id: calls.id });
  return rows.length > 0;
}
