import { AdminMessages, actionsFor, type ModerationAction, type ReportKind } from "@saheli/core/admin";
import { AppErrorCode } from "@saheli/core/errors";
import { ModerationWords } from "@saheli/core/i18n/notices/team";
import { say } from "@saheli/core/i18n/notices/words";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import { reports } from "../../db/schema/index.js";
import { AppError } from "../../errors.js";
import type { Bus } from "../../platform/bus.js";
import type { Clock } from "../../platform/clock.js";
import type { notificationsService } from "../notifications/notifications.service.js";
import { recordAudit } from "./audit.queries.js";
import {
  authorOf,
  closeReports,
  moderationQueue,
  OPEN,
  removeContent,
  setHidden,
} from "./moderation.queries.js";
import type { AdminPeopleService } from "./people.service.js";

export type ModerationDeps = {
  db: Db;
  clock: Clock;
  bus: Bus;
  people: Pick<AdminPeopleService, "suspend" | "warn">;
  notifications: Pick<ReturnType<typeof notificationsService>, "notify">;
};

/**
 * The reports queue (issue 23 §2): hide, remove, warn, suspend or dismiss, each with its reason; every open
 * report on the same thing is closed together, and the action is in the audit log in the same transaction.
 */
export function moderationService({ db, clock, bus, people, notifications }: ModerationDeps) {
  function queue(params: { status: "open" | "closed"; kind?: ReportKind }) {
    return moderationQueue(db, { open: params.status === "open", kind: params.kind, limit: 200 });
  }

  async function act(adminId: string, reportId: string, action: ModerationAction, reason: string) {
    const [report] = await db
      .select({
        id: reports.id,
        kind: reports.target_type,
        target_id: reports.target_id,
        status: reports.status,
      })
      .from(reports)
      .where(eq(reports.id, reportId));
    if (!report) throw AppError.notFound(AdminMessages.reportNotFound);
    if (!(OPEN as readonly string[]).includes(report.status)) {
      throw new AppError(AppErrorCode.CONFLICT, 409, AdminMessages.reportClosed);
    }
    const kind = report.kind as ReportKind;
    if (!actionsFor(kind).includes(action)) throw AppError.badRequest(AdminMessages.actionNotForKind);
    const authorId = await authorOf(db, kind, report.target_id);
    if (action !== "dismiss" && !authorId) throw AppError.notFound(AdminMessages.contentNotFound);

    // Suspending has its own transaction, log line and notice; the report closes right after.
    if (action === "suspend" && authorId) {
      await people.suspend(adminId, authorId, reason, { report_id: reportId }).catch((error: unknown) => {
        if (!(error instanceof AppError && error.statusCode === 409)) throw error;
      });
    }
    const now = clock.now();
    const closed = await db.transaction(async (tx) => {
      if (action === "hide") await setHidden(tx, kind, report.target_id, true, now);
      if (action === "remove") await removeContent(tx, kind, report.target_id, now);
      const count = await closeReports(
        tx,
        kind,
        report.target_id,
        action === "dismiss" ? "dismissed" : "resolved",
        adminId,
        now,
      );
      await recordAudit(tx, {
        actorId: adminId,
        action: `report.${action}`,
        targetType: kind,
        targetId: report.target_id,
        reason,
        details: { report_id: reportId, reports_closed: count, author_id: authorId },
        at: now,
      });
      return count;
    });
    if (action === "warn" && authorId) await people.warn(authorId, reason);
    if ((action === "hide" || action === "remove") && authorId) {
      await notifications.notify({
        recipientIds: [authorId],
        actorId: null,
        type: "system",
        title: say(ModerationWords.contentActioned, { kind, hidden: action === "hide" }),
        message: reason,
        actionUrl: "/support",
        contextType: kind === "listing" ? "listing" : kind === "comment" ? "comment" : "post",
        contextId: report.target_id,
        repeatable: true,
      });
    }
    if (kind === "listing" && (action === "hide" || action === "remove")) {
      await bus.publish(`listing:${report.target_id}`, {
        name: "listing-updated",
        data: { listingId: report.target_id },
      });
    }
    return { status: action === "dismiss" ? "dismissed" : "resolved", reports_closed: closed };
  }

  /** Shows again a post, comment or listing a moderator hid; logged like the hiding. */
  async function restore(adminId: string, kind: ReportKind, targetId: string, reason: string) {
    const now = clock.now();
    await db.transaction(async (tx) => {
      const changed = await setHidden(tx, kind, targetId, false, now);
      if (!changed) throw AppError.notFound(AdminMessages.contentNotFound);
      await recordAudit(tx, {
        actorId: adminId,
        action: "restore",
        targetType: kind,
        targetId,
        reason,
        at: now,
      });
    });
    return { hidden: false as const };
  }

  /** A member's report of a comment, a listing or a job: one open report per person and thing. */
  async function report(
    userId: string,
    input: {
      target_type: "comment" | "listing" | "job";
      target_id: string;
      reason: string;
      details?: string | null;
    },
  ) {
    const authorId = await authorOf(db, input.target_type, input.target_id);
    if (!authorId) throw AppError.notFound(AdminMessages.contentNotFound);
    if (authorId === userId) throw AppError.badRequest("You cannot report your own content.");
    const [row] = await db
      .insert(reports)
      .values({
        reporter_id: userId,
        target_type: input.target_type,
        target_id: input.target_id,
        reason: input.reason,
        details: input.details ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: reports.id });
    if (!row) throw new AppError(AppErrorCode.CONFLICT, 409, "You have already reported this.");
    return { id: row.id, message: "Thanks for letting us know. Our team will review it." };
  }

  /** Open reports on a list of things (used by tests and the queue's counters). */
  function openReportsOn(kind: ReportKind, ids: string[]) {
    return db
      .select({ id: reports.id })
      .from(reports)
      .where(
        and(
          eq(reports.target_type, kind),
          inArray(reports.target_id, ids),
          inArray(reports.status, [...OPEN]),
        ),
      );
  }

  return { queue, act, restore, report, openReportsOn };
}

export type ModerationService = ReturnType<typeof moderationService>;
