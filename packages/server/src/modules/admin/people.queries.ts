import type { AdminPerson } from "@saheli/core/contracts/admin";
import { and, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/connect.js";
import { accountSuspensions, profiles } from "../../db/schema/index.js";

export const adminPersonColumns = {
  id: profiles.id,
  full_name: profiles.full_name,
  username: profiles.username,
  email: profiles.email,
  phone: profiles.phone,
  avatar_url: profiles.avatar_url,
  role: profiles.role,
  account_status: profiles.account_status,
  gender_verified: profiles.gender_verified,
  has_shop: sql<boolean>`exists (select 1 from shops s where s.user_id = "profiles"."id" and s.is_active)`,
  created_at: profiles.created_at,
};

type Row = Omit<AdminPerson, "created_at"> & { created_at: Date };
export const toAdminPerson = (row: Row): AdminPerson => ({
  ...row,
  created_at: row.created_at.toISOString(),
});

export type PeopleParams = {
  q?: string;
  status?: "active" | "suspended";
  role?: string;
  limit: number;
  offset: number;
};

/** Everyone not deleted, newest first; q matches name, username, e-mail or phone. */
export function searchPeople(db: Executor, params: PeopleParams) {
  const q = params.q?.toLowerCase();
  const where: (SQL | undefined)[] = [
    isNull(profiles.deleted_at),
    params.status ? eq(profiles.account_status, params.status) : undefined,
    params.role ? eq(profiles.role, params.role) : undefined,
    q
      ? sql`(position(${q} in lower(${profiles.full_name} || ' ' || ${profiles.username} || ' ' || coalesce(${profiles.email}, '') || ' ' || coalesce(${profiles.phone}, ''))) > 0)`
      : undefined,
  ];
  return db
    .select(adminPersonColumns)
    .from(profiles)
    .where(and(...where))
    .orderBy(desc(profiles.created_at), desc(profiles.id))
    .limit(params.limit)
    .offset(params.offset);
}

export async function findAdminPerson(db: Executor, id: string) {
  const [row] = await db
    .select({ ...adminPersonColumns, bio: profiles.bio })
    .from(profiles)
    .where(and(eq(profiles.id, id), isNull(profiles.deleted_at)));
  return row;
}

export async function personCounts(db: Executor, id: string) {
  const result = (await db.execute(sql`select
      (select count(*)::int from posts where user_id = ${id} and not is_deleted) as posts,
      (select count(*)::int from reports r where r.target_id = ${id}
         or (r.target_type = 'post' and r.target_id in (select p.id from posts p where p.user_id = ${id}))) as reports`)) as unknown as {
    rows: { posts: number; reports: number }[];
  };
  return result.rows[0] ?? { posts: 0, reports: 0 };
}

export async function openSuspension(db: Executor, userId: string) {
  const [row] = await db
    .select({
      reason: accountSuspensions.reason,
      created_at: accountSuspensions.created_at,
      suspended_by: accountSuspensions.suspended_by,
      admin_name: profiles.full_name,
    })
    .from(accountSuspensions)
    .leftJoin(profiles, eq(profiles.id, accountSuspensions.suspended_by))
    .where(and(eq(accountSuspensions.user_id, userId), isNull(accountSuspensions.lifted_at)));
  return row;
}
