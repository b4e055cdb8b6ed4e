import type { OAuthPlatform } from "@saheli/core/connections";
import { and, eq, isNull, lt } from "drizzle-orm";
import type { Db, Executor } from "../../db/connect.js";
import { oauthStates, vendorOauthTokens } from "../../db/schema/index.js";

export type StoredToken = typeof vendorOauthTokens.$inferSelect;

const mine = (userId: string, platform: OAuthPlatform) =>
  and(eq(vendorOauthTokens.user_id, userId), eq(vendorOauthTokens.platform, platform));

export type NewState = {
  nonce: string;
  userId: string;
  platform: OAuthPlatform;
  returnTo: string;
  expiresAt: Date;
};

/** Keeps a state for her round trip; states of anybody's that ran out go at the same time. */
export async function insertState(db: Db, state: NewState, now: Date) {
  await db.delete(oauthStates).where(lt(oauthStates.expires_at, now));
  await db.insert(oauthStates).values({
    state: state.nonce,
    user_id: state.userId,
    platform: state.platform,
    return_to: state.returnTo,
    expires_at: state.expiresAt,
  });
}

/**
 * Takes her state out (single use: of two callbacks racing with it, one gets the row). Someone else's state is
 * left where it is, so a stranger holding her link cannot spoil her round trip; `other` says it exists.
 */
export async function takeState(db: Db, nonce: string, userId: string) {
  const [taken] = await db
    .delete(oauthStates)
    .where(and(eq(oauthStates.state, nonce), eq(oauthStates.user_id, userId)))
    .returning();
  if (taken) return { taken, other: false };
  const [other] = await db
    .select({ state: oauthStates.state })
    .from(oauthStates)
    .where(eq(oauthStates.state, nonce));
  return { taken: null, other: Boolean(other) };
}

export async function tokenOf(db: Executor, userId: string, platform: OAuthPlatform) {
  const [row] = await db.select().from(vendorOauthTokens).where(mine(userId, platform));
  return row ?? null;
}

/** Her token row, locked until the transaction ends: one refresh at a time (Zoom's refresh tokens are single use). */
export async function lockedTokenOf(tx: Executor, userId: string, platform: OAuthPlatform) {
  const [row] = await tx.select().from(vendorOauthTokens).where(mine(userId, platform)).for("update");
  return row ?? null;
}

export type SealedToken = {
  access_token_enc: string;
  refresh_token_enc: string | null;
  expires_at: Date | null;
  scope: string | null;
};

/** A new connection, or a reconnection replacing the old one (upsert on user and platform, doc 3 §7). */
export async function upsertToken(
  db: Db,
  userId: string,
  platform: OAuthPlatform,
  sealed: SealedToken & { account_email: string | null },
  now: Date,
) {
  const values = { ...sealed, invalid_at: null, updated_at: now };
  await db
    .insert(vendorOauthTokens)
    .values({ user_id: userId, platform, ...values, created_at: now })
    .onConflictDoUpdate({ target: [vendorOauthTokens.user_id, vendorOauthTokens.platform], set: values });
}

/** A refreshed token in place of the old one; false when her row is gone. */
export async function updateToken(
  tx: Executor,
  userId: string,
  platform: OAuthPlatform,
  sealed: SealedToken,
  now: Date,
) {
  const rows = await tx
    .update(vendorOauthTokens)
    .set({ ...sealed, updated_at: now })
    .where(mine(userId, platform))
    .returning({ id: vendorOauthTokens.id });
  return rows.length > 0;
}

/** The provider refused to refresh it: she has to connect again. True the first time only. */
export async function markInvalid(db: Executor, userId: string, platform: OAuthPlatform, now: Date) {
  const rows = await db
    .update(vendorOauthTokens)
    .set({ invalid_at: now, updated_at: now })
    .where(and(mine(userId, platform), isNull(vendorOauthTokens.invalid_at)))
    .returning({ id: vendorOauthTokens.id });
  return rows.length > 0;
}

export async function deleteToken(db: Db, userId: string, platform: OAuthPlatform) {
  const [row] = await db.delete(vendorOauthTokens).where(mine(userId, platform)).returning();
  return row ?? null;
}
