import { and, asc, count, eq, inArray, max, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import { skillEndorsements, userEducation, userExperiences, userSkills } from "../../db/schema/index.js";

/** A person's experience, education and skills share one shape of rules: owned rows in her order. */
export const itemTables = {
  experience: userExperiences,
  education: userEducation,
  skills: userSkills,
} as const;
export type ItemKind = keyof typeof itemTables;
type Row<K extends ItemKind> = (typeof itemTables)[K]["$inferSelect"];
type Insert<K extends ItemKind> = Omit<(typeof itemTables)[K]["$inferInsert"], "user_id" | "id">;

// Drizzle cannot prove the three tables' columns line up; these casts do the proving once, here.
const tableOf = (kind: ItemKind) => itemTables[kind] as unknown as typeof userSkills;

export async function listItems<K extends ItemKind>(db: Db, kind: K, userId: string): Promise<Row<K>[]> {
  const t = tableOf(kind);
  return (await db
    .select()
    .from(t)
    .where(eq(t.user_id, userId))
    .orderBy(asc(t.display_order), asc(t.created_at))) as unknown as Row<K>[];
}

/** Adds the item at the end of her list; null when the list already holds `maxRows`. */
export async function insertItem<K extends ItemKind>(
  db: Db,
  kind: K,
  userId: string,
  values: Insert<K>,
  now: Date,
  maxRows: number,
) {
  const t = tableOf(kind);
  return db.transaction(async (tx) => {
    // Two tabs adding at once are counted one after the other.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`profile-items:${kind}:${userId}`}, 0))`,
    );
    const [last] = await tx
      .select({ order: max(t.display_order), rows: count() })
      .from(t)
      .where(eq(t.user_id, userId));
    if ((last?.rows ?? 0) >= maxRows) return null;
    const [row] = await tx
      .insert(t)
      .values({
        ...(values as object),
        user_id: userId,
        display_order: (last?.order ?? -1) + 1,
        created_at: now,
        updated_at: now,
      } as typeof userSkills.$inferInsert)
      .returning();
    return row as unknown as Row<K>;
  });
}

/** Ownership is part of the where: another person's item is simply not found. */
export async function updateItem<K extends ItemKind>(
  db: Db,
  kind: K,
  userId: string,
  id: string,
  values: Insert<K>,
  now: Date,
) {
  const t = tableOf(kind);
  const [row] = await db
    .update(t)
    .set({ ...(values as object), updated_at: now } as Partial<typeof userSkills.$inferInsert>)
    .where(and(eq(t.id, id), eq(t.user_id, userId)))
    .returning();
  return row as unknown as Row<K> | undefined;
}

export async function deleteItem(db: Db, kind: ItemKind, userId: string, id: string) {
  const t = tableOf(kind);
  const rows = await db
    .delete(t)
    .where(and(eq(t.id, id), eq(t.user_id, userId)))
    .returning({ id: t.id });
  return rows.length === 1;
}

/** Sets display_order from the position of each id; the caller has checked the ids are exactly hers. */
export async function reorderItems(db: Db, kind: ItemKind, userId: string, ids: string[], now: Date) {
  const t = tableOf(kind);
  await db.transaction(async (tx) => {
    for (const [index, id] of ids.entries()) {
      await tx
        .update(t)
        .set({ display_order: index, updated_at: now })
        .where(and(eq(t.id, id), eq(t.user_id, userId)));
    }
  });
}

export async function findSkill(db: Db, id: string) {
  const [row] = await db.select().from(userSkills).where(eq(userSkills.id, id));
  return row;
}

/** The skills among `skillIds` that `viewerId` has endorsed. */
export async function endorsedBy(db: Db, viewerId: string, skillIds: string[]) {
  if (skillIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ skill_id: skillEndorsements.skill_id })
    .from(skillEndorsements)
    .where(and(eq(skillEndorsements.endorser_id, viewerId), inArray(skillEndorsements.skill_id, skillIds)));
  return new Set(rows.map((row) => row.skill_id));
}

/** Adds or removes an endorsement; the count moves only with a row actually written or deleted. */
export async function setEndorsement(
  db: Db,
  skillId: string,
  endorserId: string,
  endorse: boolean,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const changed = endorse
      ? await tx
          .insert(skillEndorsements)
          .values({ skill_id: skillId, endorser_id: endorserId, created_at: now })
          .onConflictDoNothing()
          .returning({ skill_id: skillEndorsements.skill_id })
      : await tx
          .delete(skillEndorsements)
          .where(and(eq(skillEndorsements.skill_id, skillId), eq(skillEndorsements.endorser_id, endorserId)))
          .returning({ skill_id: skillEndorsements.skill_id });
    if (changed.length === 0) return false;
    await tx
      .update(userSkills)
      .set({ endorsements_count: sql`${userSkills.endorsements_count} + ${endorse ? 1 : -1}` })
      .where(eq(userSkills.id, skillId));
    return true;
  });
}
