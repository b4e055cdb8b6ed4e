import { and, count, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/connect.js";
import { authCodes, authFailures } from "../../db/schema/index.js";

const live = and(isNull(authCodes.consumed_at), isNull(authCodes.voided_at));

export type NewCode = typeof authCodes.$inferInsert;
export type CodeRow = typeof authCodes.$inferSelect;

/**
 * Serialises everything about one identifier's codes (sends, checks) until the transaction ends, so parallel
 * requests see each other's tries and failures.
 */
export async function lockIdentifier(tx: Executor, identifier: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`auth-code:${identifier}`}, 0))`);
}

/** The live codes one browser asked for, newest first (a resend keeps the earlier one usable). */
export function liveCodes(db: Executor, identifier: string, bindingHash: string): Promise<CodeRow[]> {
  return db
    .select()
    .from(authCodes)
    .where(and(eq(authCodes.identifier, identifier), eq(authCodes.binding_hash, bindingHash), live))
    .orderBy(desc(authCodes.created_at));
}

/** The same codes, by id, locked, as they stand now. */
export function lockCodes(tx: Executor, ids: string[]): Promise<CodeRow[]> {
  return tx.select().from(authCodes).where(inArray(authCodes.id, ids)).for("update");
}

export async function insertCode(tx: Executor, code: NewCode): Promise<string> {
  const [row] = await tx.insert(authCodes).values(code).returning({ id: authCodes.id });
  return row!.id;
}

export async function voidCode(db: Db, id: string, now: Date) {
  await db.update(authCodes).set({ voided_at: now }).where(eq(authCodes.id, id));
}

/** Uses one code and retires the browser's other live codes for the identifier. */
export async function consumeCode(tx: Executor, code: CodeRow, now: Date) {
  await tx
    .update(authCodes)
    .set({ voided_at: now })
    .where(
      and(
        eq(authCodes.identifier, code.identifier),
        eq(authCodes.binding_hash, code.binding_hash),
        live,
        sql`${authCodes.id} <> ${code.id}`,
      ),
    );
  await tx.update(authCodes).set({ consumed_at: now }).where(eq(authCodes.id, code.id));
}

/**
 * One wrong code: counted against every live code it was compared with (each void at `maxTries`) and against
 * the identifier's hour. Returns the most tries any of them now has.
 */
export async function recordWrongCode(tx: Executor, codes: CodeRow[], maxTries: number, now: Date) {
  const rows = await tx
    .update(authCodes)
    .set({
      failed_attempts: sql`${authCodes.failed_attempts} + 1`,
      voided_at: sql`case when ${authCodes.failed_attempts} + 1 >= ${maxTries} then ${now.toISOString()}::timestamptz else null end`,
    })
    .where(
      inArray(
        authCodes.id,
        codes.map((c) => c.id),
      ),
    )
    .returning({ failed_attempts: authCodes.failed_attempts });
  await tx.insert(authFailures).values({ identifier: codes[0]!.identifier, created_at: now });
  return Math.max(...rows.map((r) => r.failed_attempts));
}

export async function failuresSince(db: Executor, identifier: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(authFailures)
    .where(and(eq(authFailures.identifier, identifier), gt(authFailures.created_at, since)));
  return row?.n ?? 0;
}
