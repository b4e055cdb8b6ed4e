import { randomUUID } from "node:crypto";
import { deletionState } from "@saheli/core/account-deletion";
import { AdminMessages } from "@saheli/core/admin";
import { ACCESS_TOKEN_TTL_S, AuthMessages, authRoleForProfile, SESSION_TTL_S } from "@saheli/core/auth";
import type { SessionResponse } from "@saheli/core/contracts/auth";
import { AppErrorCode } from "@saheli/core/errors";
import type { Db } from "../../db/connect.js";
import { AppError } from "../../errors.js";
import type { Clock } from "../../platform/clock.js";
import {
  findSessionByAccessHash,
  findSessionByRefreshHash,
  findSessionProfile,
  insertSession,
  isSuspended,
  markRotated,
  revokeFamily,
  revokeUserSessions,
} from "./auth.queries.js";
import { hashToken, randomToken } from "./secrets.js";

export type Tokens = { accessToken: string; refreshToken: string; accessExpiresAt: Date; expiresAt: Date };
export type AuthContext = {
  userId: string;
  sessionId: string;
  familyId: string;
  role: string;
  accessExpiresAt: Date;
  expiresAt: Date;
};

export type SessionServiceDeps = { db: Db; clock: Clock };

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export const sessionExpired = () =>
  new AppError(AppErrorCode.SESSION_EXPIRED, 401, AuthMessages.sessionExpired);

export function sessionService({ db, clock }: SessionServiceDeps) {
  async function issue(userId: string, familyId: string, userAgent: string | undefined): Promise<Tokens> {
    const now = clock.now();
    const tokens = {
      accessToken: randomToken(),
      refreshToken: randomToken(),
      accessExpiresAt: new Date(now.getTime() + ACCESS_TOKEN_TTL_S * 1000),
      expiresAt: new Date(now.getTime() + SESSION_TTL_S * 1000),
    };
    await insertSession(db, {
      family_id: familyId,
      user_id: userId,
      access_hash: hashToken(tokens.accessToken),
      refresh_hash: hashToken(tokens.refreshToken),
      access_expires_at: tokens.accessExpiresAt,
      expires_at: tokens.expiresAt,
      user_agent: userAgent?.slice(0, 300) ?? null,
      created_at: now,
    });
    return tokens;
  }

  /** A new session (a new family) at every sign-in; none for a suspended account. */
  async function start(userId: string, userAgent?: string) {
    if (await isSuspended(db, userId)) {
      throw new AppError(AppErrorCode.FORBIDDEN, 403, AdminMessages.suspended);
    }
    return issue(userId, randomUUID(), userAgent);
  }

  /**
   * Who holds this access token: null when it is unknown or revoked; SESSION_EXPIRED when it ran out but the
   * session may still be refreshed.
   */
  async function authenticate(accessToken: string | undefined): Promise<AuthContext | null> {
    if (!accessToken) return null;
    const row = await findSessionByAccessHash(db, hashToken(accessToken));
    const now = clock.now();
    if (!row || row.revoked_at || row.deleted_at || row.expires_at <= now) return null;
    // Suspending her revokes her sessions too; this covers a request already on its way.
    if (row.account_status === "suspended") return null;
    if (row.rotated_at || row.access_expires_at <= now) throw sessionExpired();
    return {
      userId: row.user_id,
      sessionId: row.id,
      familyId: row.family_id,
      role: row.role,
      accessExpiresAt: row.access_expires_at,
      expiresAt: row.expires_at,
    };
  }

  /**
   * Rotates the pair. A refresh token that was already rotated is a stolen or replayed one: the whole family is
   * revoked, so the thief and the owner both have to sign in again.
   */
  async function refresh(
    refreshToken: string | undefined,
    userAgent?: string,
  ): Promise<Tokens & { userId: string }> {
    if (!refreshToken) throw AppError.unauthenticated(AuthMessages.notAuthenticated);
    const row = await findSessionByRefreshHash(db, hashToken(refreshToken));
    const now = clock.now();
    if (!row || row.revoked_at || row.expires_at <= now) {
      throw AppError.unauthenticated(AuthMessages.sessionExpired);
    }
    if (row.rotated_at || !(await markRotated(db, row.id, now))) {
      await revokeFamily(db, row.family_id, now);
      throw AppError.unauthenticated(AuthMessages.sessionExpired);
    }
    const tokens = await issue(row.user_id, row.family_id, userAgent ?? row.user_agent ?? undefined);
    return { ...tokens, userId: row.user_id };
  }

  /** Logout: the family stops working on the server, whichever of its tokens is presented. */
  async function revoke(tokens: { accessToken?: string; refreshToken?: string }) {
    const now = clock.now();
    const byAccess = tokens.accessToken && (await findSessionByAccessHash(db, hashToken(tokens.accessToken)));
    const byRefresh =
      tokens.refreshToken && (await findSessionByRefreshHash(db, hashToken(tokens.refreshToken)));
    const familyId = (byAccess || byRefresh || undefined)?.family_id;
    if (familyId) await revokeFamily(db, familyId, now);
  }

  async function revokeAll(userId: string) {
    await revokeUserSessions(db, userId, clock.now());
  }

  /** `GET /api/auth/session`: the person, her profile and when the session ends. */
  async function describe(
    userId: string,
    tokens: Pick<Tokens, "accessExpiresAt" | "expiresAt">,
  ): Promise<SessionResponse> {
    const profile = await findSessionProfile(db, userId);
    if (!profile || profile.deleted_at) throw AppError.unauthenticated(AuthMessages.notAuthenticated);
    const { email, phone, device_info, deleted_at: _deleted, ...rest } = profile;
    return {
      user: { id: profile.id, email, phone, role: authRoleForProfile(profile.role), aud: "authenticated" },
      profile: { ...rest, has_shop: Boolean(profile.has_shop), deletion: deletionState(device_info) },
      expires_at: seconds(tokens.expiresAt),
      access_expires_at: seconds(tokens.accessExpiresAt),
    };
  }

  return { start, authenticate, refresh, revoke, revokeAll, describe };
}

export type SessionService = ReturnType<typeof sessionService>;
