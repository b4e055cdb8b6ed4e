import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import { authSessions, profiles } from "../../db/schema/index.js";

export type NewSessionRow = typeof authSessions.$inferInsert;

export async function insertSession(db: Db, row: NewSessionRow) {
  await db.insert(authSessions).values(row);
}

export function findSessionByAccessHash(db: Db, accessHash: string) {
  return db
    .select({
      id: authSessions.id,
      family_id: authSessions.family_id,
      user_id: authSessions.user_id,
      access_expires_at: authSessions.access_expires_at,
      expires_at: authSessions.expires_at,
      rotated_at: authSessions.rotated_at,
      revoked_at: authSessions.revoked_at,
      role: profiles.role,
      deleted_at: profiles.deleted_at,
      account_status: profiles.account_status,
    })
    .from(authSessions)
    .innerJoin(profiles, eq(profiles.id, authSessions.user_id))
    .where(eq(authSessions.access_hash, accessHash))
    .then((rows) => rows[0]);
}

export function findSessionByRefreshHash(db: Db, refreshHash: string) {
  return db
    .select({
      id: authSessions.id,
      family_id: authSessions.family_id,
      user_id: authSessions.user_id,
      expires_at: authSessions.expires_at,
      rotated_at: authSessions.rotated_at,
      revoked_at: authSessions.revoked_at,
      user_agent: authSessions.user_agent,
    })
    .from(authSessions)
    .where(eq(authSessions.refresh_hash, refreshHash))
    .then((rows) => rows[0]);
}

/** Marks a token pair rotated; false when it already was (a concurrent or replayed refresh). */
export async function markRotated(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(authSessions)
    .set({ rotated_at: now })
    .where(and(eq(authSessions.id, id), isNull(authSessions.rotated_at), isNull(authSessions.revoked_at)))
    .returning({ id: authSessions.id });
  return rows.length === 1;
}

export async function revokeFamily(db: Db, familyId: string, now: Date) {
  await db
    .update(authSessions)
    .set({ revoked_at: now })
    .where(and(eq(authSessions.family_id, familyId), isNull(authSessions.revoked_at)));
}

export async function revokeUserSessions(db: Db, userId: string, now: Date) {
  await db
    .update(authSessions)
    .set({ revoked_at: now })
    .where(and(eq(authSessions.user_id, userId), isNull(authSessions.revoked_at)));
}

/** The profile as the session answer shows it, with whether she runs an active shop. */
export function findSessionProfile(db: Db, userId: string) {
  return db
    .select({
      id: profiles.id,
      email: profiles.email,
      phone: profiles.phone,
      username: profiles.username,
      full_name: profiles.full_name,
      avatar_url: profiles.avatar_url,
      role: profiles.role,
      business_name: profiles.business_name,
      headline: profiles.headline,
      gender: profiles.gender,
      gender_verified: profiles.gender_verified,
      is_verified: profiles.is_verified,
      account_status: profiles.account_status,
      device_info: profiles.device_info,
      deleted_at: profiles.deleted_at,
      follower_count: profiles.follower_count,
      following_count: profiles.following_count,
      connections_count: profiles.connections_count,
      // Spelled out: inside a select list Drizzle leaves column names unqualified, which would make the
      // subquery compare the shop with itself.
      has_shop: sql<boolean>`exists (select 1 from shops s where s.user_id = "profiles"."id" and s.is_active)`,
    })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .then((rows) => rows[0]);
}

/** Whether an admin has suspended her (issue 23): she may not sign in while it lasts. */
export async function isSuspended(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ account_status: profiles.account_status })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row?.account_status === "suspended";
}
