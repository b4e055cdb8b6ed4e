import type { Language } from "@saheli/core/i18n/languages";
import { type Localised, storedLanguage, textIn } from "@saheli/core/i18n/notices/words";
import { NotificationLimits, type NotificationType } from "@saheli/core/notifications";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import { notifications, profiles } from "../../db/schema/index.js";
import type { Bus } from "../../platform/bus.js";
import type { Clock } from "../../platform/clock.js";
import type { PushService } from "../push/push.service.js";

export type { NotificationType };

export type NewNotification = {
  recipientIds: string[];
  /** Who did it; null when Saheli itself tells her (an order placed, a payment confirmed). */
  actorId: string | null;
  type: NotificationType;
  /** Words in every language (`say(...)`): each recipient's row and push are in her language; a string is as is. */
  title: string | Localised;
  message: string | Localised;
  actionUrl: string;
  contextType:
    | "post"
    | "comment"
    | "shop"
    | "listing"
    | "order"
    | "profile"
    | "job"
    | "support_ticket"
    | "call";
  contextId: string;
  /** Each one is news of its own (an order's next state), never folded into an earlier one. */
  repeatable?: boolean;
};

export type NotificationsServiceDeps = {
  db: Db;
  clock: Clock;
  bus: Bus;
  /** Her browsers get a Web Push of what reaches her in the app. */
  push?: Pick<PushService, "sendTo">;
  log: { error(obj: object, msg: string): void };
};

/**
 * The one place notifications are made (the notifications issue displays them). Nobody is told about her own
 * action, nothing passes between people who blocked each other, a kind she turned off is not made, and the same
 * news (actor, kind, target) is not made again within `NotificationLimits.repeatWindowMs`. A failure is logged,
 * never the caller's.
 */
export function notificationsService({ db, clock, bus, push, log }: NotificationsServiceDeps) {
  async function notify(input: NewNotification) {
    try {
      const candidates = [...new Set(input.recipientIds)].filter((id) => id !== input.actorId);
      if (candidates.length === 0) return;
      const now = clock.now();
      const repeatSince = new Date(now.getTime() - NotificationLimits.repeatWindowMs);
      const { actorId } = input;
      const allowed = await db
        .select({ id: profiles.id, language: profiles.language })
        .from(profiles)
        .where(
          and(
            inArray(profiles.id, candidates),
            eq(profiles.is_active, true),
            actorId === null
              ? undefined
              : sql`not exists (select 1 from blocks b where (b.blocker_id = ${profiles.id} and b.blocked_id = ${actorId})
                 or (b.blocker_id = ${actorId} and b.blocked_id = ${profiles.id}))`,
            sql`not exists (select 1 from notification_preferences np where np.user_id = ${profiles.id}
                 and ${input.type} = any(np.muted_types))`,
            // The same person, the same kind, the same thing within the hour: she was told already.
            input.repeatable || actorId === null
              ? undefined
              : sql`not exists (select 1 from notifications n where n.recipient_id = ${profiles.id}
                 and n.actor_id = ${actorId} and n.type = ${input.type}
                 and n.context_type = ${input.contextType} and n.context_id = ${input.contextId}
                 and n.created_at > ${repeatSince.toISOString()}::timestamptz)`,
          ),
        );
      if (allowed.length === 0) return;
      const rows = await db
        .insert(notifications)
        .values(
          allowed.map(({ id, language }) => ({
            recipient_id: id,
            actor_id: input.actorId,
            type: input.type,
            title: textIn(input.title, storedLanguage(language)),
            message: textIn(input.message, storedLanguage(language)),
            action_url: input.actionUrl,
            context_type: input.contextType,
            context_id: input.contextId,
            created_at: now,
          })),
        )
        .returning();
      await Promise.all(
        rows.map((row) =>
          bus.publish(`user:${row.recipient_id}`, {
            name: "new-notification",
            data: {
              id: row.id,
              type: row.type,
              title: row.title,
              message: row.message,
              action_url: row.action_url,
              image_url: row.image_url,
              priority: row.priority,
              is_broadcast: row.is_broadcast,
              actor_id: row.actor_id,
              created_at: row.created_at.toISOString(),
              read_at: null,
              clicked_at: null,
            },
          }),
        ),
      );
      // Pushing goes on after the caller has its answer; a push service being slow is nobody's error. Each
      // language's recipients get its words, as their rows have them.
      const byLanguage = new Map<Language, string[]>();
      for (const { id, language } of allowed) {
        const language_ = storedLanguage(language);
        byLanguage.set(language_, [...(byLanguage.get(language_) ?? []), id]);
      }
      const made = new Set(rows.map((row) => row.recipient_id));
      for (const [language, ids] of byLanguage) {
        const recipients = ids.filter((id) => made.has(id));
        if (recipients.length === 0) continue;
        void push
          ?.sendTo(recipients, {
            title: textIn(input.title, language),
            body: textIn(input.message, language),
            url: input.actionUrl,
            tag: input.type,
          })
          .catch((error: unknown) => log.error({ err: error }, "web push failed"));
      }
    } catch (error) {
      log.error({ err: error, type: input.type }, "notification not created");
    }
  }

  /** Usernames mentioned in a post, as the ids of active people. */
  async function idsOf(usernames: string[]) {
    if (usernames.length === 0) return [];
    const rows = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(inArray(sql`lower(${profiles.username})`, usernames), eq(profiles.is_active, true)));
    return rows.map((row) => row.id);
  }

  return { notify, idsOf };
}

export type NotificationsService = ReturnType<typeof notificationsService>;
