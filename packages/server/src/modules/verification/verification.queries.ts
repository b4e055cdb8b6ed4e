import type { StandingFacts } from "@saheli/core/verification";
import { VerificationPolicy } from "@saheli/core/verification";
import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/connect.js";
import { isUniqueViolation } from "../../db/errors.js";
import { profiles, verificationConsents, verificationRequests } from "../../db/schema/index.js";

export type RequestRow = typeof verificationRequests.$inferSelect;

/** The profile's verification fields and her open or last decided request, in one read. */
export async function findStanding(db: Executor, userId: string) {
  const [profile] = await db
    .select({
      is_verified: profiles.is_verified,
      attempts: profiles.verification_attempts,
      last_attempt: profiles.last_verification_attempt,
      email: profiles.email,
      full_name: profiles.full_name,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!profile) return null;
  const recent = await db
    .select()
    .from(verificationRequests)
    .where(
      and(
        eq(verificationRequests.user_id, userId),
        inArray(verificationRequests.status, ["pending", "approved", "declined"]),
      ),
    )
    .orderBy(desc(verificationRequests.created_at))
    .limit(1);
  const latest = recent[0] ?? null;
  const facts: StandingFacts = {
    isVerified: profile.is_verified,
    attempts: profile.attempts,
    lastAttemptAt: profile.last_attempt,
    pending: latest?.status === "pending",
    lastDecision:
      latest && (latest.status === "approved" || latest.status === "declined") && latest.decided_at
        ? { status: latest.status, decidedAt: latest.decided_at }
        : null,
  };
  return { profile, latest, facts };
}

export async function findConsent(db: Db, userId: string, textVersion: string) {
  const [row] = await db
    .select({ id: verificationConsents.id })
    .from(verificationConsents)
    .where(and(eq(verificationConsents.user_id, userId), eq(verificationConsents.text_version, textVersion)))
    .orderBy(desc(verificationConsents.consented_at))
    .limit(1);
  return row ?? null;
}

export async function insertConsent(
  db: Db,
  values: { userId: string; textVersion: string; userAgent: string | null; at: Date },
) {
  await db.insert(verificationConsents).values({
    user_id: values.userId,
    text_version: values.textVersion,
    user_agent: values.userAgent,
    consented_at: values.at,
  });
}

/**
 * Takes the one-at-a-time slot with a `processing` request. A slot left by a submission that never finished
 * (a crash mid-check) is given up after a while. Null when another request is open.
 */
export async function claimSlot(
  db: Db,
  values: Pick<typeof verificationRequests.$inferInsert, "user_id" | "kind" | "method" | "consent_id">,
  now: Date,
): Promise<string | null> {
  await db
    .delete(verificationRequests)
    .where(
      and(
        eq(verificationRequests.user_id, values.user_id),
        eq(verificationRequests.status, "processing"),
        lt(verificationRequests.created_at, new Date(now.getTime() - VerificationPolicy.inFlightMs)),
      ),
    );
  try {
    const [row] = await db
      .insert(verificationRequests)
      .values({ ...values, status: "processing", created_at: now })
      .returning({ id: verificationRequests.id });
    return row?.id ?? null;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

export async function releaseSlot(db: Db, requestId: string) {
  await db
    .delete(verificationRequests)
    .where(and(eq(verificationRequests.id, requestId), eq(verificationRequests.status, "processing")));
}

/**
 * Counts one attempt, unless five are already held against her within the cooldown: the check and the count
 * are one statement, so parallel requests cannot slip past the limit. False when refused.
 */
export async function countAttempt(db: Db, userId: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - VerificationPolicy.cooldownHours * 3_600_000);
  const fresh = sql`${profiles.last_verification_attempt} is null or ${profiles.last_verification_attempt} <= ${since}`;
  const rows = await db
    .update(profiles)
    .set({
      verification_attempts: sql`case when ${fresh} then 1 else ${profiles.verification_attempts} + 1 end`,
      last_verification_attempt: now,
    })
    .where(
      and(
        eq(profiles.id, userId),
        sql`(${fresh} or ${profiles.verification_attempts} < ${VerificationPolicy.maxAttempts})`,
      ),
    )
    .returning({ id: profiles.id });
  return rows.length === 1;
}

/** Gives an attempt back when the failure was ours (storage or the check service), not hers. */
export async function refundAttempt(db: Db, userId: string) {
  await db
    .update(profiles)
    .set({ verification_attempts: sql`greatest(${profiles.verification_attempts} - 1, 0)` })
    .where(eq(profiles.id, userId));
}

/** The profile fields a decision sets (doc 2 §3): approved means a verified woman; declined means not. */
export async function applyOutcome(tx: Executor, userId: string, approved: boolean, now: Date) {
  await tx
    .update(profiles)
    .set({ gender: approved, gender_verified: true, is_verified: approved, updated_at: now })
    .where(eq(profiles.id, userId));
}

export async function finishRequest(
  tx: Executor,
  requestId: string,
  values: Partial<typeof verificationRequests.$inferInsert>,
) {
  await tx.update(verificationRequests).set(values).where(eq(verificationRequests.id, requestId));
}

export async function insertRequest(db: Db, values: typeof verificationRequests.$inferInsert) {
  try {
    const [row] = await db
      .insert(verificationRequests)
      .values(values)
      .returning({ id: verificationRequests.id });
    return row?.id ?? null;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}
