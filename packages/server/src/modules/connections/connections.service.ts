import { randomBytes } from "node:crypto";
import { safeRedirectPath } from "@saheli/core/auth";
import {
  CONNECTIONS_HOME,
  ConnectionLimits,
  isOAuthPlatform,
  OAuthMessages,
  type OAuthPlatform,
  oauthState,
  parseOAuthState,
} from "@saheli/core/connections";
import type { OAuthCallbackBody } from "@saheli/core/contracts/connections";
import { AppErrorCode } from "@saheli/core/errors";
import type { Db } from "../../db/connect.js";
import { AppError } from "../../errors.js";
import type { Clock } from "../../platform/clock.js";
import type { ShopsService } from "../shops/shops.service.js";
import { deleteToken, insertState, takeState } from "./connections.queries.js";
import { ProviderError } from "./provider-http.js";
import type { VideoProviders } from "./providers.js";
import type { TokenStore } from "./token-store.js";

export type ConnectionsDeps = {
  db: Db;
  clock: Clock;
  providers: VideoProviders;
  tokens: TokenStore;
  shops: Pick<ShopsService, "openShopOf">;
  /** `{PUBLIC_URL}`: the provider sends her back to `{publicUrl}/oauth/callback/{platform}`. */
  publicUrl: string;
  log: { warn(obj: object, msg: string): void };
};

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** Doc 3 §9: 32 random characters (letters and digits, about 190 bits), without modulo bias. */
export function randomNonce(length: number = ConnectionLimits.stateLength): string {
  let out = "";
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      // 248 = 4 × 62: bytes above it would favour the first letters.
      if (byte < 248 && out.length < length) out += ALPHABET[byte % 62];
    }
  }
  return out;
}

const invalidState = (status = 400) =>
  new AppError(AppErrorCode.BAD_REQUEST, status, OAuthMessages.invalidState);
const sessionExpired = () => new AppError(AppErrorCode.BAD_REQUEST, 400, OAuthMessages.sessionExpired);
const oauthFailed = (status = 400) =>
  new AppError(
    status >= 500 ? AppErrorCode.UNAVAILABLE : AppErrorCode.BAD_REQUEST,
    status,
    OAuthMessages.failed,
  );

/** Doc 3 §8 "Unsupported OAuth platform" for anything but zoom and google in a path. */
export function platformOf(value: string): OAuthPlatform {
  if (!isOAuthPlatform(value)) throw AppError.badRequest(OAuthMessages.unsupportedPlatform);
  return value;
}

/**
 * A vendor's Zoom and Google Calendar connections (doc 3 §4, §7; issue 19 §3). The round trip's state is kept on
 * the server (its nonce, hers, for 10 minutes, used once), so a callback is taken only from the person who
 * started it: where the spec's browser would accept a callback whose stored state was lost, Saheli asks her to
 * start again, since accepting it would let anyone attach their account to hers.
 */
export function connectionsService({ db, clock, providers, tokens, shops, publicUrl, log }: ConnectionsDeps) {
  const redirectUri = (platform: OAuthPlatform) => `${publicUrl}/oauth/callback/${platform}`;

  /** Her consent page: `client_id`, `redirect_uri`, `response_type=code`, `scope`, `state` (+ Google's two). */
  async function authorize(userId: string, platformName: string, returnTo: string | undefined) {
    const platform = platformOf(platformName);
    if (!(await shops.openShopOf(userId))) throw AppError.forbidden(OAuthMessages.shopRequired);
    const provider = providers[platform];
    if (!provider || !tokens.available())
      throw new AppError(AppErrorCode.UNAVAILABLE, 503, OAuthMessages.authUrlFailed);
    const nonce = randomNonce();
    const back = safeRedirectPath(returnTo, CONNECTIONS_HOME);
    const now = clock.now();
    await insertState(
      db,
      {
        nonce,
        userId,
        platform,
        returnTo: back,
        expiresAt: new Date(now.getTime() + ConnectionLimits.stateTtlMs),
      },
      now,
    );
    return { url: provider.authorizeUrl(oauthState(nonce, back), redirectUri(platform)).toString() };
  }

  /**
   * The callback page's report: her state checked (hers, this platform's, as issued, in time, once), then the
   * code exchanged and her tokens kept, sealed. The flow ends here whatever happens (doc 3 §4).
   */
  async function callback(userId: string, platformName: string, body: OAuthCallbackBody) {
    const platform = platformOf(platformName);
    const parsed = parseOAuthState(body.state ?? "");
    if (!parsed) throw invalidState();
    const { taken, other } = await takeState(db, parsed.nonce, userId);
    if (!taken) throw other ? invalidState(403) : sessionExpired();
    if (taken.platform !== platform || oauthState(taken.state, taken.return_to) !== body.state)
      throw invalidState();
    if (taken.expires_at.getTime() <= clock.now().getTime()) throw sessionExpired();
    if (body.error || !body.code) throw oauthFailed();
    const provider = providers[platform];
    if (!provider) throw new AppError(AppErrorCode.UNAVAILABLE, 503, OAuthMessages.authUrlFailed);

    let answer: Awaited<ReturnType<typeof provider.exchangeCode>>;
    try {
      answer = await provider.exchangeCode(body.code, redirectUri(platform));
    } catch (error) {
      const refused = error instanceof ProviderError && error.failure !== "unavailable";
      log.warn({ platform, err: error }, "an OAuth code exchange failed");
      throw oauthFailed(refused ? 400 : 502);
    }
    const accessToken = typeof answer.access_token === "string" ? answer.access_token : null;
    const email = accessToken ? await provider.accountEmail(accessToken).catch(() => null) : null;
    await tokens.connect(userId, platform, answer, email);
    return {
      platform,
      return_to: safeRedirectPath(taken.return_to, CONNECTIONS_HOME),
      status: await tokens.status(userId, platform),
    };
  }

  const status = (userId: string, platformName: string) => tokens.status(userId, platformOf(platformName));

  /** Doc 3 §7: renews her token; answers what the spec reads except the tokens, which never leave the server. */
  async function refresh(userId: string, platform: OAuthPlatform, given: string | undefined) {
    await tokens.refresh(userId, platform, given === undefined ? {} : { given });
    const now = await tokens.status(userId, platform);
    return {
      success: true as const,
      platform,
      expires_at: now.expires_at,
      scope: now.scope,
      token_type: "Bearer" as const,
      status: now,
    };
  }

  /** Forgets her tokens (doc 3 §7 delete), and asks the provider to revoke them, without waiting on its answer. */
  async function disconnect(userId: string, platformName: string) {
    const platform = platformOf(platformName);
    const row = await deleteToken(db, userId, platform);
    if (!row) throw AppError.notFound(OAuthMessages.noToken);
    const kept = tokens.opened(row);
    const provider = providers[platform];
    const token = kept?.refreshToken ?? kept?.accessToken;
    if (provider && token) {
      provider
        .revoke(token)
        .catch((error: unknown) => log.warn({ platform, err: error }, "revoking a vendor token failed"));
    }
  }

  return { authorize, callback, status, refresh, disconnect };
}

export type ConnectionsService = ReturnType<typeof connectionsService>;
