import {
  deletionSchedule,
  deletionState,
  recoveryHoursLeft,
  withoutDeletion,
} from "@saheli/core/account-deletion";
import type { AccountDeletionResponse } from "@saheli/core/contracts/auth";
import { AppErrorCode } from "@saheli/core/errors";
import type { Db } from "../../db/connect.js";
import { AppError } from "../../errors.js";
import type { Clock } from "../../platform/clock.js";
import type { Jobs } from "../../platform/jobs.js";
import type { Storage } from "../../platform/storage.js";
import type { SessionService } from "../auth/session.service.js";
import type { GraphService } from "../people/graph.service.js";
import { findAccount, markActive, markInactive, purgeAccount } from "./account.queries.js";
import { findFilesToPurge, purgeTraces } from "./purge.queries.js";

export const PURGE_JOB = "account.purge";
export type PurgeJob = { userId: string };

export type AccountServiceDeps = {
  db: Db;
  clock: Clock;
  storage: Pick<Storage, "delete">;
  jobs: Pick<Jobs, "send"> | undefined;
  sessions: Pick<SessionService, "revokeAll">;
  graph: Pick<GraphService, "leaveEveryone">;
};

export function accountService({ db, clock, storage, jobs, sessions, graph }: AccountServiceDeps) {
  async function load(userId: string) {
    const account = await findAccount(db, userId);
    if (!account || account.deleted_at)
      throw AppError.unauthenticated("Authentication error. Please log in again.");
    return account;
  }

  /**
   * Doc 2 §4: soft delete now, with 48 hours to change her mind; the purge job runs after that. Every session
   * ends, so no other device (or stolen token) keeps using an account she is closing.
   */
  async function scheduleDeletion(userId: string, reason?: string): Promise<AccountDeletionResponse> {
    const account = await load(userId);
    const existing = deletionState(account.device_info);
    if (account.account_status === "inactive" && existing) {
      await sessions.revokeAll(userId);
      return { account_status: "inactive", deletion: existing };
    }
    const now = clock.now();
    const schedule = deletionSchedule(now, reason);
    await markInactive(db, userId, schedule, now);
    await jobs?.send(PURGE_JOB, { userId } satisfies PurgeJob, {
      startAfter: new Date(schedule.can_recover_until),
    });
    await sessions.revokeAll(userId);
    return { account_status: "inactive", deletion: deletionState(schedule) };
  }

  async function cancelDeletion(userId: string): Promise<AccountDeletionResponse> {
    const account = await load(userId);
    const state = deletionState(account.device_info);
    if (account.account_status !== "inactive" || !state) {
      throw new AppError(AppErrorCode.CONFLICT, 409, "No account deletion is scheduled.");
    }
    if (recoveryHoursLeft(state.can_recover_until, clock.now().getTime()) === 0) {
      throw new AppError(AppErrorCode.CONFLICT, 409, "The 48-hour recovery window has ended.");
    }
    await markActive(db, userId, withoutDeletion(account.device_info), clock.now());
    return { account_status: "active", deletion: null };
  }

  /** The job: purge only if the deletion still stands and its window has passed (a cancel wins). */
  async function purgeIfDue(userId: string): Promise<boolean> {
    const account = await findAccount(db, userId);
    const state = deletionState(account?.device_info);
    if (!account || account.deleted_at || account.account_status !== "inactive" || !state) return false;
    if (recoveryHoursLeft(state.can_recover_until, clock.now().getTime()) > 0) return false;
    // Files first, then the rows in one transaction that marks her deleted last: a purge that fails halfway
    // (a storage error, a crash) is retried by the job and finds every step still to do or harmlessly done.
    for (const key of await findFilesToPurge(db, account.id)) await storage.delete(key);
    await purgeAccount(db, account, clock.now(), async (tx) => {
      await graph.leaveEveryone(tx, account.id);
      await purgeTraces(tx, account.id, clock.now());
    });
    return true;
  }

  return { scheduleDeletion, cancelDeletion, purgeIfDue };
}
