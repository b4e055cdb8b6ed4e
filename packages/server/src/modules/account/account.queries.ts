import type { DeletionSchedule } from "@saheli/core/account-deletion";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/connect.js";
import {
  authCodes,
  authSessions,
  listings,
  oauthAccounts,
  posts,
  profiles,
  shops,
  usernameChanges,
  verificationConsents,
  verificationRequests,
} from "../../db/schema/index.js";

export function findAccount(db: Db, userId: string) {
  return db
    .select({
      id: profiles.id,
      email: profiles.email,
      phone: profiles.phone,
      account_status: profiles.account_status,
      device_info: profiles.device_info,
      avatar_path: profiles.avatar_path,
      cover_path: profiles.cover_path,
      deleted_at: profiles.deleted_at,
    })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .then((rows) => rows[0]);
}

export async function markInactive(db: Db, userId: string, schedule: DeletionSchedule, now: Date) {
  await db
    .update(profiles)
    .set({
      is_active: false,
      account_status: "inactive",
      device_info: sql`coalesce(${profiles.device_info}, '{}'::jsonb) || ${JSON.stringify(schedule)}::jsonb`,
      updated_at: now,
    })
    .where(and(eq(profiles.id, userId), isNull(profiles.deleted_at)));
}

export async function markActive(db: Db, userId: string, deviceInfo: Record<string, unknown>, now: Date) {
  await db
    .update(profiles)
    .set({ is_active: true, account_status: "active", device_info: deviceInfo, updated_at: now })
    .where(
      and(eq(profiles.id, userId), eq(profiles.account_status, "inactive"), isNull(profiles.deleted_at)),
    );
}

/**
 * Removes the person's data in one transaction: the profile keeps only its id (orders and conversations
 * still point at it) and reads 'Deleted member'; posts are deleted; shops and their listings close;
 * sign-in records go.
 */
export async function purgeAccount(
  db: Db,
  account: { id: string; email: string | null; phone: string | null },
  now: Date,
  /** What other modules remove of hers in the same transaction (the people graph). */
  alsoRemove: (tx: Executor) => Promise<void>,
): Promise<{ verificationPhotos: string[] }> {
  return db.transaction(async (tx) => {
    const identifiers = [account.email?.toLowerCase(), account.phone].filter((v): v is string => Boolean(v));
    if (identifiers.length > 0) await tx.delete(authCodes).where(inArray(authCodes.identifier, identifiers));
    await tx.delete(authSessions).where(eq(authSessions.user_id, account.id));
    await tx.delete(oauthAccounts).where(eq(oauthAccounts.user_id, account.id));
    await alsoRemove(tx);
    // Her verification history, messages and any photo still waiting for review go with her.
    const requests = await tx
      .delete(verificationRequests)
      .where(eq(verificationRequests.user_id, account.id))
      .returning({ image_key: verificationRequests.image_key });
    await tx.delete(verificationConsents).where(eq(verificationConsents.user_id, account.id));
    await tx
      .update(posts)
      .set({
        is_deleted: true,
        title: null,
        content: "",
        image_urls: [],
        video_urls: [],
        media_urls: [],
        link_preview_data: null,
        metadata: null,
        mentions: [],
        tags: [],
        updated_at: now,
      })
      .where(eq(posts.user_id, account.id));
    const ownShops = tx.select({ id: shops.id }).from(shops).where(eq(shops.user_id, account.id));
    await tx.update(listings).set({ is_active: false }).where(inArray(listings.shop_id, ownShops));
    await tx.update(shops).set({ is_active: false }).where(eq(shops.user_id, account.id));
    // Her old handles go with her: one may be the one the first sign-in made from her e-mail address.
    await tx.delete(usernameChanges).where(eq(usernameChanges.user_id, account.id));
    await tx
      .update(profiles)
      .set({
        email: null,
        phone: null,
        username: `deleted-${account.id.slice(0, 8)}`,
        full_name: "Deleted member",
        avatar_url: null,
        avatar_path: null,
        cover_url: null,
        cover_path: null,
        bio: null,
        business_name: null,
        occupation: null,
        location: null,
        website: null,
        headline: null,
        gender: null,
        device_info: { deleted_at: now.toISOString() },
        is_online: false,
        last_seen: null,
        deleted_at: now,
        updated_at: now,
      })
      .where(eq(profiles.id, account.id));
    return { verificationPhotos: requests.flatMap((r) => (r.image_key ? [r.image_key] : [])) };
  });
}
