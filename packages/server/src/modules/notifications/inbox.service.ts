import type {
  AppNotification,
  broadcastSchema,
  NotificationList,
} from "@saheli/core/contracts/notifications";
import { type CursorKey, nextCursor } from "@saheli/core/cursor";
import { NotificationLimits, NotificationMessages } from "@saheli/core/notifications";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/connect.js";
import { isActivePerson } from "../../db/fragments/person.js";
import { afterKey, cursorTime } from "../../db/keyset.js";
import { notifications, profiles } from "../../db/schema/index.js";
import { AppError } from "../../errors.js";
import type { Bus } from "../../platform/bus.js";
import type { Clock } from "../../platform/clock.js";
import type { ChatService } from "../chat/chat.service.js";

export type InboxDeps = {
  db: Db;
  clock: Clock;
  bus: Bus;
  chat: Pick<ChatService, "unreadCount">;
  /** Her shops' orders that wait on her (the orders module's count). */
  pendingOrders: (userId: string) => Promise<number>;
};

const inApp = sql`'in_app' = any(${notifications.channels})`;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Her notifications (doc 2 §4): unread → read → clicked, or dismissed (gone from the list). Only the recipient
 * reads or changes one; anyone else is told it does not exist.
 */
export function inboxService({ db, clock, bus, chat, pendingOrders: pendingOrdersOf }: InboxDeps) {
  const mine = (userId: string) =>
    and(eq(notifications.recipient_id, userId), isNull(notifications.dismissed_at), inApp);

  async function unreadCount(userId: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(mine(userId), isNull(notifications.read_at)));
    return row?.n ?? 0;
  }

  /** Hers, newest first, a page from the cursor on (`notifications_inbox_idx`), with the unread count. */
  async function list(userId: string, after: CursorKey | null = null): Promise<NotificationList> {
    const size = NotificationLimits.listMax;
    const rows = await db
      .select({
        notification: notifications,
        actor: { id: profiles.id, full_name: profiles.full_name, avatar_url: profiles.avatar_url },
        cursor_at: cursorTime(notifications.created_at),
      })
      .from(notifications)
      .leftJoin(profiles, eq(profiles.id, notifications.actor_id))
      .where(and(mine(userId), afterKey(notifications.created_at, notifications.id, after, "desc")))
      .orderBy(desc(notifications.created_at), desc(notifications.id))
      .limit(size + 1);
    const items: AppNotification[] = rows.slice(0, size).map(({ notification: n, actor }) => ({
      id: n.id,
      type: n.type,
      title: n.title,
      message: n.message,
      action_url: n.action_url,
      image_url: n.image_url,
      priority: n.priority,
      is_broadcast: n.is_broadcast,
      created_at: n.created_at.toISOString(),
      read_at: iso(n.read_at),
      clicked_at: iso(n.clicked_at),
      actor: actor?.id ? actor : null,
    }));
    return {
      items,
      unread_count: await unreadCount(userId),
      next_cursor: nextCursor(rows, size, (row) => ({ at: row.cursor_at, id: row.notification.id })),
    };
  }

  const counted = (userId: string) =>
    bus.publish(`user:${userId}`, { name: "unread-count-updated", data: {} });

  async function change(userId: string, id: string, patch: Partial<typeof notifications.$inferInsert>) {
    const updated = await db
      .update(notifications)
      .set(patch)
      .where(and(eq(notifications.id, id), mine(userId)))
      .returning({ id: notifications.id });
    if (updated.length === 0) throw AppError.notFound(NotificationMessages.notFound);
    await counted(userId);
  }

  /** Opening one reads it; acting on it (following its link) also marks it clicked. */
  async function mark(userId: string, id: string, action: "read" | "clicked", actionTaken?: string) {
    const now = clock.now();
    const readAt = sql`coalesce(${notifications.read_at}, ${now})`;
    await change(
      userId,
      id,
      action === "clicked"
        ? { read_at: readAt as unknown as Date, clicked_at: now, action_taken: actionTaken ?? "opened" }
        : { read_at: readAt as unknown as Date },
    );
  }

  async function dismiss(userId: string, id: string) {
    await change(userId, id, { dismissed_at: clock.now() });
  }

  async function readAll(userId: string) {
    await db
      .update(notifications)
      .set({ read_at: clock.now() })
      .where(and(mine(userId), isNull(notifications.read_at)));
    await counted(userId);
  }

  /** An admin's announcement: a row for every active person, and a live event for everyone signed in. */
  async function broadcast(adminId: string, input: z.output<typeof broadcastSchema>) {
    const now = clock.now();
    const result = (await db.execute(sql`
      with sent as (insert into notifications (recipient_id, actor_id, type, title, message, action_url, priority, category,
        is_broadcast, created_at)
      select ${profiles.id}, ${adminId}, 'system', ${input.title}, ${input.message}, ${input.action_url ?? null},
        ${input.priority}, 'system', true, ${now}
      from ${profiles} where ${isActivePerson} returning 1)
      select count(*)::int as n from sent`)) as unknown as { rows: { n: number }[] };
    await bus.publish("broadcast", {
      name: "admin-notification",
      data: {
        title: input.title,
        message: input.message,
        action_url: input.action_url ?? null,
        priority: input.priority,
        created_at: now.toISOString(),
      },
    });
    return { recipients: result.rows[0]?.n ?? 0 };
  }

  /** Doc 2 §3 "Global realtime stats": one call for every badge; pending orders are her shops' orders waiting on her. */
  async function stats(userId: string) {
    const [unreadMessages, unreadNotifications, pendingOrders] = await Promise.all([
      chat.unreadCount(userId),
      unreadCount(userId),
      pendingOrdersOf(userId),
    ]);
    return {
      unreadMessages,
      unreadNotifications,
      pendingOrders,
      totalUnread: unreadMessages + unreadNotifications + pendingOrders,
    };
  }

  return { list, unreadCount, mark, dismiss, readAll, broadcast, stats };
}

export type InboxService = ReturnType<typeof inboxService>;
