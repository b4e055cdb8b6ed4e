import { createHash, timingSafeEqual } from "node:crypto";
import {
  checkTokenStore,
  expiresAtFrom,
  OAuthMessages,
  type OAuthPlatform,
  type TokenToStore,
  tokenStatus,
} from "@saheli/core/connections";
import type { ConnectionStatus } from "@saheli/core/contracts/connections";
import { AppErrorCode } from "@saheli/core/errors";
import type { Db } from "../../db/connect.js";
import { AppError } from "../../errors.js";
import type { Clock } from "../../platform/clock.js";
import { openSecret, type SecretKey, sealSecret } from "../../platform/secrets.js";
import {
  lockedTokenOf,
  markInvalid,
  type SealedToken,
  type StoredToken,
  tokenOf,
  updateToken,
  upsertToken,
} from "./connections.queries.js";
import { ProviderError } from "./provider-http.js";
import type { TokenAnswer, VideoProviders } from "./providers.js";

export type TokenStoreDeps = {
  db: Db;
  clock: Clock;
  /** Null only in production without TOKEN_ENCRYPTION_KEY, where config.ts refuses to start with providers set. */
  key: SecretKey | null;
  providers: VideoProviders;
  /** Tells her that the provider refused her connection and she must connect again. */
  onInvalid(userId: string, platform: OAuthPlatform): Promise<void>;
  log: { warn(obj: object, msg: string): void };
};

/** How close to its expiry an access token is renewed before it is used. */
const RENEW_MARGIN_MS = 60_000;

const badGateway = (message: string) => new AppError(AppErrorCode.UNAVAILABLE, 502, message);

export type RefreshOptions = {
  /** The refresh token the caller named (doc 3 §7 `refresh_token`): it must be the one kept for her. */
  given?: string;
  /** Renew only when the kept access token is this one (refused by the provider) or about to run out. */
  stale?: string;
};

const digest = (text: string) => createHash("sha256").update(text).digest();
const sameText = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

/**
 * Her tokens, sealed at rest (platform/secrets.ts, bound to her, the platform and the column), their status, and
 * their renewal: one at a time per person and platform under the row's lock, so two bookings confirmed together do
 * not spend a single-use refresh token twice. A provider's `invalid_grant` marks the row invalid and tells her once.
 */
export function tokenStore({ db, clock, key, providers, onInvalid, log }: TokenStoreDeps) {
  const context = (userId: string, platform: OAuthPlatform, column: "access" | "refresh") =>
    `vendor_oauth_tokens:${userId}:${platform}:${column}`;

  function keyOrFail(): SecretKey {
    if (!key) throw new AppError(AppErrorCode.UNAVAILABLE, 503, OAuthMessages.authUrlFailed);
    return key;
  }

  function seal(userId: string, token: TokenToStore, scope: string | null): SealedToken {
    const k = keyOrFail();
    return {
      access_token_enc: sealSecret(k, token.accessToken, context(userId, token.platform, "access")),
      refresh_token_enc: token.refreshToken
        ? sealSecret(k, token.refreshToken, context(userId, token.platform, "refresh"))
        : null,
      expires_at: token.expiresAt,
      scope,
    };
  }

  /** The row's tokens in the clear, or null when they no longer open (the key was changed or lost). */
  function open(row: StoredToken) {
    if (!key) return null;
    const platform = row.platform as OAuthPlatform;
    try {
      return {
        accessToken: openSecret(key, row.access_token_enc, context(row.user_id, platform, "access")),
        refreshToken: row.refresh_token_enc
          ? openSecret(key, row.refresh_token_enc, context(row.user_id, platform, "refresh"))
          : null,
      };
    } catch {
      log.warn(
        { platform, userId: row.user_id },
        "a vendor token does not open with this TOKEN_ENCRYPTION_KEY",
      );
      return null;
    }
  }

  /** Doc 3 §5 on a provider's answer; a failure is the provider's fault, answered 502 in the spec's words. */
  function checked(platform: OAuthPlatform, answer: TokenAnswer, keptRefresh: string | null, now: Date) {
    const result = checkTokenStore(
      {
        platform,
        access_token: answer.access_token,
        refresh_token: answer.refresh_token ?? keptRefresh,
        expires_at: expiresAtFrom(answer.expires_in, now),
      },
      now,
    );
    if (!result.ok) throw badGateway(result.message);
    return result.token;
  }

  const scopeOf = (answer: TokenAnswer, kept: string | null) =>
    typeof answer.scope === "string" ? answer.scope.slice(0, 1000) : kept;

  /** A fresh connection from the callback's code exchange. */
  async function connect(userId: string, platform: OAuthPlatform, answer: TokenAnswer, email: string | null) {
    const now = clock.now();
    const token = checked(platform, answer, null, now);
    await upsertToken(
      db,
      userId,
      platform,
      { ...seal(userId, token, scopeOf(answer, null)), account_email: email },
      now,
    );
    return token;
  }

  async function status(userId: string, platform: OAuthPlatform): Promise<ConnectionStatus> {
    const row = await tokenOf(db, userId, platform);
    const unreadable = row !== null && open(row) === null;
    const invalid = row !== null && (row.invalid_at !== null || unreadable);
    const flags = tokenStatus(
      row ? { expiresAt: row.expires_at, hasRefreshToken: row.refresh_token_enc !== null, invalid } : null,
      clock.now(),
    );
    return {
      platform,
      ...flags,
      needsReconnect: invalid,
      available: Boolean(providers[platform]) && key !== null,
      expires_at: row?.expires_at?.toISOString() ?? null,
      scope: row?.scope ?? null,
      account_email: row?.account_email ?? null,
      connected_at: row?.created_at.toISOString() ?? null,
    };
  }

  async function invalidate(userId: string, platform: OAuthPlatform) {
    if (await markInvalid(db, userId, platform, clock.now())) await onInvalid(userId, platform);
  }

  type Outcome =
    | { ok: true; accessToken: string; row: StoredToken }
    | { ok: false; why: "none" | "refused" | "no_refresh" | "unreadable" | "failed"; detail?: string };

  /**
   * Renews her access token (doc 3 §7) and answers the one now kept, or throws in the spec's words: no token, no
   * refresh token, refused (`invalid_grant`: marked invalid and she is told), failed, not stored.
   */
  async function refresh(userId: string, platform: OAuthPlatform, options: RefreshOptions = {}) {
    const provider = providers[platform];
    const outcome = await db.transaction(async (tx): Promise<Outcome> => {
      const row = await lockedTokenOf(tx, userId, platform);
      if (!row) return { ok: false, why: "none" };
      if (row.invalid_at) return { ok: false, why: "refused" };
      const kept = open(row);
      if (!kept) return { ok: false, why: "unreadable" };
      if (options.given !== undefined && !(kept.refreshToken && sameText(options.given, kept.refreshToken)))
        return { ok: false, why: "none" };
      const now = clock.now();
      if (options.stale !== undefined) {
        const fresh = !row.expires_at || row.expires_at.getTime() - now.getTime() > RENEW_MARGIN_MS;
        // Renewed by someone else while this call waited for the lock.
        if (fresh && kept.accessToken !== options.stale)
          return { ok: true, accessToken: kept.accessToken, row };
      }
      if (!kept.refreshToken) return { ok: false, why: "no_refresh" };
      if (!provider) return { ok: false, why: "failed", detail: "platform not configured" };
      let answer: TokenAnswer;
      try {
        answer = await provider.refresh(kept.refreshToken);
      } catch (error) {
        if (error instanceof ProviderError && error.failure === "invalid_grant")
          return { ok: false, why: "refused" };
        return { ok: false, why: "failed", detail: (error as Error).message };
      }
      const token = checked(platform, answer, kept.refreshToken, now);
      const sealed = seal(userId, token, scopeOf(answer, row.scope));
      let stored = false;
      try {
        stored = await updateToken(tx, userId, platform, sealed, now);
      } catch (error) {
        log.warn({ err: error, platform }, "a refreshed vendor token was not stored");
      }
      if (!stored) throw new AppError(AppErrorCode.INTERNAL, 500, OAuthMessages.refreshNotStored);
      return { ok: true, accessToken: token.accessToken, row: { ...row, ...sealed, updated_at: now } };
    });
    if (outcome.ok) return outcome;
    switch (outcome.why) {
      case "none":
        throw AppError.notFound(OAuthMessages.noTokenToRefresh);
      case "no_refresh":
        throw AppError.badRequest(OAuthMessages.noRefreshToken);
      case "refused":
      case "unreadable":
        await invalidate(userId, platform);
        throw new AppError(AppErrorCode.UNAUTHENTICATED, 401, OAuthMessages.refreshExpired);
      default:
        log.warn({ platform, detail: outcome.detail }, "a vendor token refresh failed");
        throw badGateway(OAuthMessages.refreshFailed);
    }
  }

  /** An access token to call the provider with, renewed first when it has run out or is about to. */
  async function accessToken(userId: string, platform: OAuthPlatform) {
    const row = await tokenOf(db, userId, platform);
    if (!row) return null;
    if (row.invalid_at) throw new AppError(AppErrorCode.UNAUTHENTICATED, 401, OAuthMessages.refreshExpired);
    const kept = open(row);
    if (!kept) {
      await invalidate(userId, platform);
      throw new AppError(AppErrorCode.UNAUTHENTICATED, 401, OAuthMessages.refreshExpired);
    }
    const left = row.expires_at ? row.expires_at.getTime() - clock.now().getTime() : Number.POSITIVE_INFINITY;
    if (left > RENEW_MARGIN_MS) return kept.accessToken;
    return (await refresh(userId, platform, { stale: kept.accessToken })).accessToken;
  }

  /** Her tokens in the clear, for revoking them at the provider when she disconnects. */
  const opened = (row: StoredToken) => open(row);

  return { connect, status, refresh, accessToken, opened, available: () => key !== null };
}

export type TokenStore = ReturnType<typeof tokenStore>;
