import type { pushSubscriptionInputSchema } from "@saheli/core/contracts/notifications";
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import webpush from "web-push";
import type { z } from "zod";
import type { Db } from "../../db/connect.js";
import { appSettings, pushSubscriptions } from "../../db/schema/index.js";
import { AppError } from "../../errors.js";

export type PushPayload = { title: string; body: string; url: string | null; tag?: string };
type VapidKeys = { publicKey: string; privateKey: string };

export const PushMessages = {
  unsupportedService: "This browser's push service is not supported",
  notYours: "This push subscription belongs to someone else.",
} as const;

/** Whether a subscription's endpoint is one of the allowed push services (`*.` for any subdomain). */
export function isAllowedPushEndpoint(endpoint: string, hosts: string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.username || url.password) return false;
  const host = url.host.toLowerCase();
  return hosts.some((allowed) =>
    allowed.startsWith("*.") ? url.hostname.endsWith(allowed.slice(1)) : host === allowed,
  );
}

export type PushDeps = {
  db: Db;
  subject: string;
  allowedHosts: string[];
  log: { warn(obj: object, msg: string): void };
};

/**
 * Standard Web Push (doc 2 §4 "Push opt-in"): the VAPID key pair is made at first start and kept in
 * app_settings for every node; subscriptions belong to a person or a guest; a notification she receives in the
 * app is also pushed to her browsers. A subscription the push service says is gone is deleted.
 */
export function pushService({ db, subject, allowedHosts, log }: PushDeps) {
  let keys: Promise<VapidKeys> | undefined;

  async function loadKeys(): Promise<VapidKeys> {
    const read = async () => {
      const [row] = await db.select().from(appSettings).where(eq(appSettings.key, "vapid"));
      return row?.value as VapidKeys | undefined;
    };
    const existing = await read();
    if (existing) return existing;
    const made = webpush.generateVAPIDKeys();
    await db
      .insert(appSettings)
      .values({ key: "vapid", value: { publicKey: made.publicKey, privateKey: made.privateKey } })
      .onConflictDoNothing();
    // Two nodes starting at once: whichever insert won is the pair everyone uses.
    return (await read())!;
  }
  const vapid = () => {
    keys ??= loadKeys().catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return keys;
  };

  async function subscribe(
    owner: { userId: string | null; userAgent: string | undefined },
    input: z.output<typeof pushSubscriptionInputSchema>,
  ) {
    if (!isAllowedPushEndpoint(input.endpoint, allowedHosts)) {
      throw AppError.badRequest(PushMessages.unsupportedService);
    }
    const values = {
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      user_id: owner.userId,
      // A guest's tag is cleared once the browser belongs to a signed-in person (doc 2 §4).
      guest_id: owner.userId ? null : (input.guest_id ?? null),
      user_agent: owner.userAgent?.slice(0, 400) ?? null,
      failure_count: 0,
      updated_at: new Date(),
    };
    // Someone else's subscription changes hands only from the browser that holds it (its auth secret matches).
    const kept = await db
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: values,
        setWhere: or(ownedBy(owner.userId), eq(pushSubscriptions.auth, input.keys.auth)),
      })
      .returning({ id: pushSubscriptions.id });
    if (kept.length === 0) throw AppError.forbidden(PushMessages.notYours);
  }

  /** Hers, or a guest's; a guest can only remove guests' subscriptions. */
  const ownedBy = (userId: string | null) =>
    userId
      ? or(isNull(pushSubscriptions.user_id), eq(pushSubscriptions.user_id, userId))
      : isNull(pushSubscriptions.user_id);

  async function unsubscribe(endpoint: string, userId: string | null) {
    await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.endpoint, endpoint), ownedBy(userId)));
  }

  async function sendTo(userIds: string[], payload: PushPayload) {
    if (userIds.length === 0) return;
    const targets = await db
      .select()
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.user_id, userIds));
    if (targets.length === 0) return;
    const { publicKey, privateKey } = await vapid();
    await Promise.all(
      targets.map(async (target) => {
        if (!isAllowedPushEndpoint(target.endpoint, allowedHosts)) return;
        try {
          await webpush.sendNotification(
            { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
            JSON.stringify(payload),
            { vapidDetails: { subject, publicKey, privateKey }, TTL: 86_400, timeout: 10_000 },
          );
        } catch (error) {
          const status = (error as { statusCode?: number }).statusCode;
          if (status === 404 || status === 410) {
            await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, target.id));
          } else {
            log.warn({ err: error, status }, "web push not delivered");
            await db
              .update(pushSubscriptions)
              .set({ failure_count: sql`${pushSubscriptions.failure_count} + 1` })
              .where(eq(pushSubscriptions.id, target.id));
          }
        }
      }),
    );
  }

  return { publicKey: async () => (await vapid()).publicKey, subscribe, unsubscribe, sendTo };
}

export type PushService = ReturnType<typeof pushService>;
