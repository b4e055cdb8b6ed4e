import type { PersonSummary } from "@saheli/core/contracts/people";
import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../connect.js";
import { profiles } from "../schema/index.js";

/** The columns a person card needs, listed once (of `profiles` or an alias of it). */
export function personColumnsOf(t: typeof profiles) {
  return {
    id: t.id,
    username: t.username,
    full_name: t.full_name,
    avatar_url: t.avatar_url,
    headline: t.headline,
    occupation: t.occupation,
    business_name: t.business_name,
    location: t.location,
    role: t.role,
    gender_verified: t.gender_verified,
    is_verified: t.is_verified,
    follower_count: t.follower_count,
    connections_count: t.connections_count,
    created_at: t.created_at,
  };
}

export const personColumns = personColumnsOf(profiles);

export type PersonRow = Omit<PersonSummary, "created_at"> & { created_at: Date };

export function toPerson(row: PersonRow): PersonSummary {
  return { ...row, created_at: row.created_at.toISOString() };
}

/** A person others can see: active, not deleted, not scheduled for deletion. */
export const isActivePerson: SQL = and(
  eq(profiles.is_active, true),
  isNull(profiles.deleted_at),
  eq(profiles.account_status, "active"),
)!;

/** Nobody the viewer blocked or who blocked the viewer. Raw names: this runs inside other queries. */
export function notBlockedWith(viewerId: string): SQL {
  // `not in` over a subquery that does not depend on the row: computed once and hashed, not once per row.
  return sql`"profiles"."id" not in (select b.blocked_id from blocks b where b.blocker_id = ${viewerId}
    union all select b.blocker_id from blocks b where b.blocked_id = ${viewerId})`;
}

export async function findActivePerson(db: Db, id: string): Promise<PersonRow | undefined> {
  const [row] = await db
    .select(personColumns)
    .from(profiles)
    .where(and(eq(profiles.id, id), isActivePerson));
  return row;
}

export type Counts = { follower_count: number; following_count: number; connections_count: number };

export async function countsOf(db: Db, id: string): Promise<Counts> {
  const [row] = await db
    .select({
      follower_count: profiles.follower_count,
      following_count: profiles.following_count,
      connections_count: profiles.connections_count,
    })
    .from(profiles)
    .where(eq(profiles.id, id));
  return row ?? { follower_count: 0, following_count: 0, connections_count: 0 };
}
