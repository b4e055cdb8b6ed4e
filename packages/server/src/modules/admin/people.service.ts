import { AdminMessages, type AdminRole, ROLE_LABELS } from "@saheli/core/admin";
import type { AdminPersonDetail } from "@saheli/core/contracts/admin";
import { AppErrorCode } from "@saheli/core/errors";
import { ModerationWords as W } from "@saheli/core/i18n/notices/team";
import { type Localised, say } from "@saheli/core/i18n/notices/words";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import { accountSuspensions, profiles, shops } from "../../db/schema/index.js";
import { AppError } from "../../errors.js";
import type { Clock } from "../../platform/clock.js";
import type { Mailer } from "../../platform/messaging.js";
import { profileLanguage } from "../language/language.queries.js";
import type { notificationsService } from "../notifications/notifications.service.js";
import { auditEntries, recordAudit } from "./audit.queries.js";
import {
  findAdminPerson,
  openSuspension,
  personCounts,
  searchPeople,
  toAdminPerson,
} from "./people.queries.js";

export type AdminPeopleDeps = {
  db: Db;
  clock: Clock;
  sessions: { revokeAll(userId: string): Promise<void> };
  notifications: Pick<ReturnType<typeof notificationsService>, "notify">;
  mailer: Mailer;
  publicUrl: string;
  log: { error(obj: object, msg: string): void };
};

const PAGE = 25;
const notFound = () => AppError.notFound(AdminMessages.personNotFound);

/**
 * People on the admin dashboard: search, view, suspend, reinstate, change role. A suspension sets
 * `account_status = 'suspended'` (every query of what others see reads it, so her posts, comments, profile and
 * shop drop out at once and come back when it is lifted), ends her sessions, and tells her why and how to appeal.
 */
export function adminPeopleService({
  db,
  clock,
  sessions,
  notifications,
  mailer,
  publicUrl,
  log,
}: AdminPeopleDeps) {
  async function search(params: {
    q?: string;
    status?: "active" | "suspended";
    role?: string;
    page: number;
  }) {
    const rows = await searchPeople(db, { ...params, limit: PAGE + 1, offset: (params.page - 1) * PAGE });
    return { items: rows.slice(0, PAGE).map(toAdminPerson), page: params.page, has_more: rows.length > PAGE };
  }

  async function view(id: string): Promise<AdminPersonDetail> {
    const row = await findAdminPerson(db, id);
    if (!row) throw notFound();
    const [counts, suspension, history] = await Promise.all([
      personCounts(db, id),
      row.account_status === "suspended" ? openSuspension(db, id) : Promise.resolve(undefined),
      auditEntries(db, { targetType: "profile", targetId: id, limit: 50 }),
    ]);
    const { bio, ...person } = row;
    return {
      ...toAdminPerson(person),
      bio,
      posts: counts.posts,
      reports_against: counts.reports,
      suspension: suspension
        ? {
            reason: suspension.reason,
            created_at: suspension.created_at.toISOString(),
            suspended_by: suspension.suspended_by
              ? { id: suspension.suspended_by, full_name: suspension.admin_name ?? "" }
              : null,
          }
        : null,
      history,
    };
  }

  async function suspend(adminId: string, userId: string, reason: string, details?: Record<string, unknown>) {
    if (adminId === userId) throw AppError.badRequest(AdminMessages.notAdminTarget);
    const now = clock.now();
    const person = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(profiles)
        .set({ account_status: "suspended", updated_at: now })
        .where(
          and(eq(profiles.id, userId), eq(profiles.account_status, "active"), isNull(profiles.deleted_at)),
        )
        .returning({ id: profiles.id, full_name: profiles.full_name, email: profiles.email });
      if (!row) {
        const exists = await findAdminPerson(tx, userId);
        if (!exists) throw notFound();
        throw new AppError(AppErrorCode.CONFLICT, 409, AdminMessages.alreadySuspended);
      }
      // Her open shops close with her (their listings leave every shelf) and open again when it is lifted.
      const closed = await tx
        .update(shops)
        .set({ is_active: false, updated_at: now })
        .where(and(eq(shops.user_id, userId), eq(shops.is_active, true)))
        .returning({ id: shops.id });
      await tx.insert(accountSuspensions).values({
        user_id: userId,
        reason,
        suspended_by: adminId,
        created_at: now,
        shop_ids: closed.map((shop) => shop.id),
      });
      await recordAudit(tx, {
        actorId: adminId,
        action: "suspend",
        targetType: "profile",
        targetId: userId,
        reason,
        details,
        at: now,
      });
      return row;
    });
    await sessions.revokeAll(userId);
    await tell(person, {
      title: say(W.suspended),
      message: say(W.suspendedText, { reason }),
      subject: say(W.suspendedSubject),
      text: say(W.suspendedMail, { name: person.full_name, reason }),
    });
    return { account_status: "suspended" as const };
  }

  async function reinstate(adminId: string, userId: string, reason: string) {
    const now = clock.now();
    const person = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(profiles)
        .set({ account_status: "active", updated_at: now })
        .where(and(eq(profiles.id, userId), eq(profiles.account_status, "suspended")))
        .returning({ id: profiles.id, full_name: profiles.full_name, email: profiles.email });
      if (!row) {
        if (!(await findAdminPerson(tx, userId))) throw notFound();
        throw new AppError(AppErrorCode.CONFLICT, 409, AdminMessages.notSuspended);
      }
      const [lifted] = await tx
        .update(accountSuspensions)
        .set({ lifted_at: now, lifted_by: adminId, lift_reason: reason })
        .where(and(eq(accountSuspensions.user_id, userId), isNull(accountSuspensions.lifted_at)))
        .returning({ shop_ids: accountSuspensions.shop_ids });
      if (lifted?.shop_ids.length) {
        await tx
          .update(shops)
          .set({ is_active: true, updated_at: now })
          .where(and(eq(shops.user_id, userId), inArray(shops.id, lifted.shop_ids)));
      }
      await recordAudit(tx, {
        actorId: adminId,
        action: "reinstate",
        targetType: "profile",
        targetId: userId,
        reason,
        at: now,
      });
      return row;
    });
    await tell(person, {
      title: say(W.reinstated),
      message: reason,
      subject: say(W.reinstatedSubject),
      text: say(W.reinstatedMail, { name: person.full_name, reason, url: `${publicUrl}/` }),
    });
    return { account_status: "active" as const };
  }

  async function changeRole(adminId: string, userId: string, role: AdminRole, reason: string) {
    if (adminId === userId) throw AppError.badRequest(AdminMessages.notAdminTarget);
    const now = clock.now();
    await db.transaction(async (tx) => {
      const before = await findAdminPerson(tx, userId);
      if (!before) throw notFound();
      await tx.update(profiles).set({ role, updated_at: now }).where(eq(profiles.id, userId));
      await recordAudit(tx, {
        actorId: adminId,
        action: "role",
        targetType: "profile",
        targetId: userId,
        reason,
        details: { from: before.role, to: role },
        at: now,
      });
    });
    return { role, label: ROLE_LABELS[role] };
  }

  /** A warning from a moderator: a notification and an e-mail, and a line in the log (by the caller). */
  async function warn(userId: string, reason: string) {
    const [person] = await db
      .select({ id: profiles.id, full_name: profiles.full_name, email: profiles.email })
      .from(profiles)
      .where(eq(profiles.id, userId));
    if (!person) return;
    await tell(person, {
      title: say(W.warning),
      message: reason,
      subject: say(W.warning),
      text: say(W.warningMail, { name: person.full_name, reason }),
    });
  }

  async function tell(
    person: { id: string; full_name: string; email: string | null },
    words: { title: Localised; message: string | Localised; subject: Localised; text: Localised },
  ) {
    await notifications.notify({
      recipientIds: [person.id],
      actorId: null,
      type: "system",
      title: words.title,
      message: words.message,
      actionUrl: "/support",
      contextType: "profile",
      contextId: person.id,
      repeatable: true,
    });
    if (!person.email) return;
    try {
      const hers = await profileLanguage(db, { userId: person.id });
      await mailer.send({ to: person.email, subject: words.subject[hers], text: words.text[hers] });
    } catch (error) {
      log.error({ err: error, userId: person.id }, "admin notice e-mail failed");
    }
  }

  return { search, view, suspend, reinstate, changeRole, warn };
}

export type AdminPeopleService = ReturnType<typeof adminPeopleService>;
