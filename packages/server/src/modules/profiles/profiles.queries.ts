import { and, count, desc, eq, gte, isNull, max, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/connect.js";
import { personColumns } from "../../db/fragments/person.js";
import {
  profiles,
  profileViews,
  userEducation,
  userExperiences,
  usernameChanges,
  userSkills,
} from "../../db/schema/index.js";

export const profileColumns = {
  id: profiles.id,
  username: profiles.username,
  full_name: profiles.full_name,
  avatar_url: profiles.avatar_url,
  avatar_path: profiles.avatar_path,
  cover_url: profiles.cover_url,
  cover_path: profiles.cover_path,
  bio: profiles.bio,
  headline: profiles.headline,
  occupation: profiles.occupation,
  business_name: profiles.business_name,
  location: profiles.location,
  website: profiles.website,
  role: profiles.role,
  gender_verified: profiles.gender_verified,
  is_verified: profiles.is_verified,
  follower_count: profiles.follower_count,
  following_count: profiles.following_count,
  connections_count: profiles.connections_count,
  is_online: profiles.is_online,
  last_seen: profiles.last_seen,
  created_at: profiles.created_at,
  is_active: profiles.is_active,
  account_status: profiles.account_status,
  deleted_at: profiles.deleted_at,
};

export type ProfileRow = Awaited<ReturnType<typeof findProfile>>;

/** By id or by username (any case): `/profile/{username or id}`. */
export async function findProfile(db: Db, key: { id: string } | { username: string }) {
  const [row] = await db
    .select(profileColumns)
    .from(profiles)
    .where(
      "id" in key
        ? eq(profiles.id, key.id)
        : eq(sql`lower(${profiles.username})`, key.username.toLowerCase()),
    );
  return row;
}

/** Whether `id` is a verified member: only they see when others were last online. */
export async function isVerifiedMember(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ is_verified: profiles.is_verified })
    .from(profiles)
    .where(eq(profiles.id, id));
  return row?.is_verified === true;
}

export type ProfileChanges = Partial<typeof profiles.$inferInsert>;

export async function updateProfile(db: Executor, id: string, changes: ProfileChanges, now: Date) {
  await db
    .update(profiles)
    .set({ ...changes, updated_at: now, profile_last_updated: now })
    .where(and(eq(profiles.id, id), isNull(profiles.deleted_at)));
}

/** Her username, with her row locked until the transaction ends (one username change at a time). */
export async function lockUsername(tx: Executor, id: string) {
  const [row] = await tx
    .select({ username: profiles.username })
    .from(profiles)
    .where(and(eq(profiles.id, id), isNull(profiles.deleted_at)))
    .for("update");
  return row?.username;
}

/** When she last chose a username herself (renames for her privacy do not count). */
export async function lastChosenUsernameChange(db: Executor, id: string) {
  const [row] = await db
    .select({ at: max(usernameChanges.changed_at) })
    .from(usernameChanges)
    .where(and(eq(usernameChanges.user_id, id), eq(usernameChanges.reason, "chosen")));
  return row?.at ?? null;
}

/** Gives her `to` and records what she gave up; the unique index on `lower(username)` refuses a name in use. */
export async function changeUsername(
  tx: Executor,
  change: { id: string; from: string; to: string; now: Date },
) {
  await tx
    .update(profiles)
    .set({ username: change.to, updated_at: change.now, profile_last_updated: change.now })
    .where(eq(profiles.id, change.id));
  await tx.insert(usernameChanges).values({
    user_id: change.id,
    old_username: change.from,
    new_username: change.to,
    reason: "chosen",
    changed_at: change.now,
  });
}

export async function detailCounts(db: Db, userId: string) {
  const [row] = await db
    .select({
      experience: sql<number>`(select count(*)::int from ${userExperiences} where ${userExperiences.user_id} = ${userId})`,
      education: sql<number>`(select count(*)::int from ${userEducation} where ${userEducation.user_id} = ${userId})`,
      skills: sql<number>`(select count(*)::int from ${userSkills} where ${userSkills.user_id} = ${userId})`,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row ?? { experience: 0, education: 0, skills: 0 };
}

/** One row per viewer per UTC day; a second look the same day changes nothing. */
export async function recordView(
  db: Db,
  view: { profileId: string; viewerId: string; ip: string | null; userAgent: string | null; now: Date },
) {
  await db
    .insert(profileViews)
    .values({
      profile_user_id: view.profileId,
      viewer_user_id: view.viewerId,
      viewer_ip_address: view.ip,
      viewer_user_agent: view.userAgent?.slice(0, 300) ?? null,
      view_day: view.now.toISOString().slice(0, 10),
      created_at: view.now,
    })
    .onConflictDoNothing();
}

/** Who looked at the profile lately: each viewer once, at her latest visit. */
export async function recentViewers(db: Db, profileId: string, limit: number) {
  const latest = db
    .select({
      viewer_user_id: profileViews.viewer_user_id,
      viewed_at: sql<Date>`max(${profileViews.created_at})`.as("viewed_at"),
    })
    .from(profileViews)
    .where(eq(profileViews.profile_user_id, profileId))
    .groupBy(profileViews.viewer_user_id)
    .as("latest");
  return db
    .select({ person: personColumns, viewed_at: latest.viewed_at })
    .from(latest)
    .innerJoin(profiles, eq(profiles.id, latest.viewer_user_id))
    .where(and(eq(profiles.is_active, true), isNull(profiles.deleted_at)))
    .orderBy(desc(latest.viewed_at))
    .limit(limit);
}

export async function viewsSince(db: Db, profileId: string, since: Date) {
  const [row] = await db
    .select({ total: count() })
    .from(profileViews)
    .where(and(eq(profileViews.profile_user_id, profileId), gte(profileViews.created_at, since)));
  return row?.total ?? 0;
}
