/**
 * A vendor's Zoom and Google Calendar connections (doc 3 §3 "Vendor OAuth token", §4 "Vendor OAuth flow", §5
 * "Vendor OAuth token store", §8 "OAuth", §9 "OAuth"; issue 19 §3). Pure and shared: the server decides with
 * these, the web shows the same words.
 */

export const OAUTH_PLATFORMS = ["zoom", "google"] as const;
export type OAuthPlatform = (typeof OAUTH_PLATFORMS)[number];

export const OAuthPlatformNames: Record<OAuthPlatform, string> = {
  zoom: "Zoom",
  google: "Google Calendar",
};

export function isOAuthPlatform(value: unknown): value is OAuthPlatform {
  return typeof value === "string" && (OAUTH_PLATFORMS as readonly string[]).includes(value);
}

export const ConnectionLimits = {
  /** Doc 3 §9: "state random string 32 characters". */
  stateLength: 32,
  /** Doc 3 §9: "token soon-expiring window 5 minutes". */
  expiringSoonMs: 5 * 60_000,
  /** How long she has to come back from the provider's consent page. */
  stateTtlMs: 10 * 60_000,
  /** The longest return address a state carries. */
  returnToMax: 500,
} as const;

/** Doc 3 §5 "Vendor OAuth token store", word for word. */
export const TokenStoreMessages = {
  platformRequired: "Platform is required",
  accessTokenRequired: "Access token is required",
  platformInvalid: "Platform must be one of: zoom, google",
  accessTokenNotString: "Access token must be a string",
  refreshTokenNotString: "Refresh token must be a string",
  expiresAtInvalid: "Expires at must be a valid ISO timestamp",
  expiresAtPast: "Token expiration date cannot be in the past",
} as const;

/** Doc 3 §8 "OAuth", word for word, then Saheli's own words where the spec has none. */
export const OAuthMessages = {
  invalidState: "Invalid OAuth state parameter",
  sessionExpired: "OAuth session expired or storage cleared. Please try connecting again.",
  failed: "OAuth failed",
  platformUndetected: "Could not detect OAuth platform",
  unsupportedPlatform: "Unsupported OAuth platform",
  authUrlFailed: "Failed to generate auth URL",
  noToken: "No OAuth token found for this platform",
  noTokenToRefresh: "No existing token found to refresh",
  noRefreshToken: "No refresh token available. Please re-authenticate to get a new token.",
  refreshExpired: "Refresh token expired. Please re-authenticate to get a new token.",
  refreshFailed: "Failed to refresh token",
  refreshNotStored: "Failed to store refreshed token",
  notAuthenticated: "User not authenticated",
  /** Saheli's: connecting is for shop owners (doc 3 §6: vendors connect meeting and calendar providers). */
  shopRequired: "Open a shop first to connect Zoom or Google Calendar.",
} as const;

/** What a booking says when no meeting could be made for it (issue 19 §3). */
export const MEETING_LINK_FALLBACK = "The link will be sent by the seller";

const NONCE = /^[A-Za-z0-9]{32}$/;

/**
 * Doc 3 §4: the state is the 32-character random string, optionally followed by a bar and the URL-encoded return
 * address. The nonce is what the server keeps; the return address rides along so the callback page knows where
 * she goes back even when the flow fails.
 */
export function oauthState(nonce: string, returnTo?: string | null): string {
  return returnTo ? `${nonce}|${encodeURIComponent(returnTo)}` : nonce;
}

/** The state's parts, or null when it is not of that shape. */
export function parseOAuthState(state: string): { nonce: string; returnTo: string | null } | null {
  const bar = state.indexOf("|");
  const nonce = bar === -1 ? state : state.slice(0, bar);
  if (!NONCE.test(nonce)) return null;
  if (bar === -1) return { nonce, returnTo: null };
  try {
    const returnTo = decodeURIComponent(state.slice(bar + 1));
    return returnTo ? { nonce, returnTo } : null;
  } catch {
    return null;
  }
}

/** Where a connection leaves from and comes back to when nothing else is said. */
export const CONNECTIONS_HOME = "/vendor/settings";

export type TokenStatus = {
  hasToken: boolean;
  /** Not expired, and not refused by the provider. */
  isValid: boolean;
  isExpired: boolean;
  /** Still valid, for at most 5 more minutes. */
  willExpireSoon: boolean;
  hasRefreshToken: boolean;
};

/**
 * Doc 3 §3 "Token status". A token the provider refused to refresh (`invalid_at`) is never valid again, whatever
 * its expiry says; one without an expiry does not expire.
 */
export function tokenStatus(
  token: { expiresAt: Date | null; hasRefreshToken: boolean; invalid: boolean } | null,
  now: Date,
): TokenStatus {
  if (!token) {
    return {
      hasToken: false,
      isValid: false,
      isExpired: false,
      willExpireSoon: false,
      hasRefreshToken: false,
    };
  }
  const left = token.expiresAt ? token.expiresAt.getTime() - now.getTime() : Number.POSITIVE_INFINITY;
  const isExpired = left <= 0;
  return {
    hasToken: true,
    isValid: !isExpired && !token.invalid,
    isExpired,
    willExpireSoon: !isExpired && !token.invalid && left <= ConnectionLimits.expiringSoonMs,
    hasRefreshToken: token.hasRefreshToken,
  };
}

export type TokenToStore = {
  platform: OAuthPlatform;
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
};

/**
 * Doc 3 §5 "Vendor OAuth token store": what must hold before a token is kept, checked in the spec's order and
 * answered with its words. `expires_at` is an ISO timestamp (or absent: a token that does not expire).
 */
export function checkTokenStore(
  input: { platform?: unknown; access_token?: unknown; refresh_token?: unknown; expires_at?: unknown },
  now: Date,
): { ok: true; token: TokenToStore } | { ok: false; message: string } {
  const fail = (message: string) => ({ ok: false as const, message });
  if (input.platform === undefined || input.platform === null || input.platform === "")
    return fail(TokenStoreMessages.platformRequired);
  if (input.access_token === undefined || input.access_token === null || input.access_token === "")
    return fail(TokenStoreMessages.accessTokenRequired);
  if (!isOAuthPlatform(input.platform)) return fail(TokenStoreMessages.platformInvalid);
  if (typeof input.access_token !== "string") return fail(TokenStoreMessages.accessTokenNotString);
  const refresh = input.refresh_token ?? null;
  if (refresh !== null && typeof refresh !== "string") return fail(TokenStoreMessages.refreshTokenNotString);
  let expiresAt: Date | null = null;
  if (input.expires_at !== undefined && input.expires_at !== null) {
    const text = input.expires_at;
    expiresAt = typeof text === "string" && ISO_TIMESTAMP.test(text) ? new Date(text) : null;
    if (!expiresAt || Number.isNaN(expiresAt.getTime())) return fail(TokenStoreMessages.expiresAtInvalid);
    if (expiresAt.getTime() <= now.getTime()) return fail(TokenStoreMessages.expiresAtPast);
  }
  return {
    ok: true,
    token: {
      platform: input.platform,
      accessToken: input.access_token,
      refreshToken: refresh || null,
      expiresAt,
    },
  };
}

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A provider's `expires_in` (seconds from now) as the ISO timestamp §5 checks; what is not a number stays as it
 * came, so the check names it.
 */
export function expiresAtFrom(expiresIn: unknown, now: Date): unknown {
  if (expiresIn === undefined || expiresIn === null) return undefined;
  const seconds = typeof expiresIn === "string" && expiresIn.trim() !== "" ? Number(expiresIn) : expiresIn;
  if (typeof seconds !== "number" || !Number.isFinite(seconds)) return String(expiresIn);
  return new Date(now.getTime() + seconds * 1000).toISOString();
}
