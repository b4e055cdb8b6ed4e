import {
  type CallAction,
  CallLimits,
  CallMessages,
  type CallRole,
  callRefusal,
  isActiveCall,
  nextCallStatus,
} from "@saheli/core/calls";
import type { Call, CallSignal, IceServers } from "@saheli/core/contracts/calls";
import { AppErrorCode } from "@saheli/core/errors";
import { CallWords } from "@saheli/core/i18n/notices/social";
import { say } from "@saheli/core/i18n/notices/words";
import { eq, sql } from "drizzle-orm";
import type { Config } from "../../config.js";
import type { Db } from "../../db/connect.js";
import { calls } from "../../db/schema/index.js";
import { AppError } from "../../errors.js";
import type { Bus } from "../../platform/bus.js";
import type { Clock } from "../../platform/clock.js";
import { iso } from "../chat/chat.views.js";
import type { NotificationsService } from "../notifications/notifications.service.js";
import {
  answeredSince,
  busyAmong,
  type CallRow,
  callOf,
  historyOf,
  moveCall,
  pairFacts,
  ringingSince,
} from "./calls.queries.js";

export type CallsDeps = {
  db: Db;
  clock: Clock;
  bus: Bus;
  notifications: Pick<NotificationsService, "notify">;
  turn: Config["turn"];
  log: { error(obj: object, msg: string): void };
};

const noCall = () => AppError.notFound(CallMessages.noCall);

export function callView(row: CallRow): Call {
  return {
    id: row.id,
    // Presence is the chat's to show; a call's card names the person only.
    caller: { ...row.caller, last_seen: null },
    callee: { ...row.callee, last_seen: null },
    status: row.status,
    created_at: row.created_at.toISOString(),
    answered_at: iso(row.answered_at),
    ended_at: iso(row.ended_at),
  };
}

/**
 * One-to-one voice calls (issue 23 §5). The server holds each call's state and relays WebRTC signalling between
 * its two people only; the audio goes browser to browser. Every move is told to both on their `user:{id}` topics.
 * Ringing ends after `CallLimits.ringTimeoutMs`: by a timer on the node that rang, and by a sweep before every
 * read or new call, so a call rung from a node that went away is still missed.
 */
export function callsService({ db, clock, bus, notifications, turn, log }: CallsDeps) {
  const timers = new Set<ReturnType<typeof setTimeout>>();

  async function tell(row: CallRow) {
    const call = callView(row);
    await Promise.all([
      bus.publish(`user:${row.caller_id}`, { name: "call-updated", data: { call } }),
      bus.publish(`user:${row.callee_id}`, { name: "call-updated", data: { call } }),
    ]);
  }

  async function tellMissed(row: CallRow) {
    await notifications.notify({
      recipientIds: [row.callee_id],
      actorId: row.caller_id,
      type: "call",
      title: say(CallWords.missed),
      message: say(CallWords.missedText, { name: row.caller.full_name }),
      actionUrl: "/chat/calls",
      contextType: "call",
      contextId: row.id,
      repeatable: true,
    });
  }

  /** Moves the call if the rules let `role` do `action` now; tells both, and the callee of a missed call. */
  async function move(callId: string, userId: string | null, action: CallAction): Promise<Call> {
    const row = userId ? await callOf(db, callId, userId) : await systemCall(callId);
    if (!row) throw noCall();
    const role: CallRole = userId === null ? "system" : row.caller_id === userId ? "caller" : "callee";
    const next = nextCallStatus(row.status, action, role);
    if (!next) {
      throw new AppError(
        AppErrorCode.CONFLICT,
        409,
        isActiveCall(row.status) ? CallMessages.notYours : CallMessages.over,
      );
    }
    const now = clock.now();
    if (!(await moveCall(db, callId, row.status, next, now))) {
      throw new AppError(AppErrorCode.CONFLICT, 409, CallMessages.over);
    }
    const moved: CallRow = {
      ...row,
      status: next,
      answered_at: next === "answered" ? now : row.answered_at,
      ended_at: next === "answered" ? null : now,
    };
    await tell(moved);
    if (next === "missed") await tellMissed(moved);
    return callView(moved);
  }

  async function systemCall(callId: string) {
    const [row] = await db.select({ caller_id: calls.caller_id }).from(calls).where(eq(calls.id, callId));
    return row ? callOf(db, callId, row.caller_id) : null;
  }

  /** Ringing calls past the ring time become missed; answered calls past the longest call end. */
  async function expireDue() {
    const now = clock.now().getTime();
    const ringing = await ringingSince(db, new Date(now - CallLimits.ringTimeoutMs));
    for (const { id } of ringing) await move(id, null, "timeout").catch(ignoreLostRace);
    const stale = await answeredSince(db, new Date(now - CallLimits.answeredMaxMs));
    for (const { id } of stale) await move(id, null, "fail").catch(ignoreLostRace);
  }

  function expireLater(delayMs: number) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      expireDue().catch((error: unknown) => log.error({ err: error }, "call ring timeout failed"));
    }, delayMs);
    timer.unref?.();
    timers.add(timer);
  }

  async function start(callerId: string, calleeId: string): Promise<Call> {
    await expireDue();
    const created = await db.transaction(async (tx) => {
      // One call at a time per person: the two are locked (in id order, so two calls across cannot deadlock)
      // while their busy state is read and the new call written.
      for (const id of [callerId, calleeId].toSorted()) {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`call:${id}`}))`);
      }
      const facts = await pairFacts(tx, callerId, calleeId);
      if (!facts.calleeExists) throw AppError.notFound(CallMessages.notConnected);
      const busy = await busyAmong(tx, [callerId, calleeId]);
      const refusal = callRefusal({
        callerId,
        calleeId,
        ...facts,
        callerBusy: busy.has(callerId),
        calleeBusy: busy.has(calleeId),
      });
      if (refusal === "youAreBusy" || refusal === "busy") {
        throw new AppError(AppErrorCode.CONFLICT, 409, CallMessages[refusal]);
      }
      if (refusal) throw AppError.forbidden(CallMessages[refusal]);
      const [row] = await tx
        .insert(calls)
        .values({ caller_id: callerId, callee_id: calleeId, status: "ringing", created_at: clock.now() })
        .returning({ id: calls.id });
      return row!.id;
    });
    const row = await callOf(db, created, callerId);
    await tell(row!);
    expireLater(CallLimits.ringTimeoutMs + 250);
    return callView(row!);
  }

  async function history(userId: string): Promise<Call[]> {
    await expireDue();
    return (await historyOf(db, userId, CallLimits.historyMax)).map(callView);
  }

  async function get(userId: string, callId: string): Promise<Call> {
    await expireDue();
    const row = await callOf(db, callId, userId);
    if (!row) throw noCall();
    return callView(row);
  }

  /**
   * One party's offer, answer or ICE candidate, passed to the other party's user topic. Only for an answered call
   * she is part of (the caller offers once the callee accepts); anything else is dropped without a word, as the
   * gateway does with typing into a stranger's conversation. Returns whether it was relayed.
   */
  async function relay(userId: string, callId: string, signal: CallSignal): Promise<boolean> {
    const row = await callOf(db, callId, userId);
    if (row?.status !== "answered") return false;
    const isCaller = row.caller_id === userId;
    if (signal.kind === "offer" && !isCaller) return false;
    if (signal.kind === "answer" && isCaller) return false;
    const other = isCaller ? row.callee_id : row.caller_id;
    await bus.publish(`user:${other}`, {
      name: "call-signal",
      data: { call_id: callId, from: userId, signal },
    });
    return true;
  }

  /** Her socket that carried these calls closed: the calls still going end (the browser holding them is gone). */
  async function connectionLost(userId: string, callIds: Iterable<string>) {
    for (const callId of callIds) {
      await move(callId, userId, "fail").catch(ignoreLostRace);
    }
  }

  function iceServers(): IceServers {
    return {
      ice_servers: turn
        ? [
            {
              urls: turn.urls,
              ...(turn.username ? { username: turn.username } : {}),
              ...(turn.credential ? { credential: turn.credential } : {}),
            },
          ]
        : [],
    };
  }

  function stop() {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  }

  return {
    start,
    accept: (userId: string, callId: string) => move(callId, userId, "accept"),
    decline: (userId: string, callId: string) => move(callId, userId, "decline"),
    hangUp: (userId: string, callId: string) => move(callId, userId, "hangup"),
    history,
    get,
    relay,
    connectionLost,
    expireDue,
    iceServers,
    stop,
  };
}

/** Someone else moved the call first (the other party, the ring time, another node): nothing left to do. */
function ignoreLostRace(error: unknown) {
  if (error instanceof AppError && (error.statusCode === 409 || error.statusCode === 404)) return;
  throw error;
}

export type CallsService = ReturnType<typeof callsService>;
