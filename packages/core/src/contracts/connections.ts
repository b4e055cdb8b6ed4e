import { z } from "zod";
import { ConnectionLimits, OAUTH_PLATFORMS, TokenStoreMessages } from "../connections";

const missing = (input: unknown) => input === undefined || input === null || input === "";

/** Doc 3 §5: "Platform is required", then "Platform must be one of: zoom, google". */
export const platformField = z.enum(OAUTH_PLATFORMS, {
  error: (issue) =>
    missing(issue.input) ? TokenStoreMessages.platformRequired : TokenStoreMessages.platformInvalid,
});

/** `GET /api/oauth/{platform}/authorize?return_to=`: where she comes back to (a path of this site). */
export const authorizeQuerySchema = z.object({
  return_to: z.string().max(ConnectionLimits.returnToMax).optional(),
});

/** The provider's consent page; the web app sends her there. */
export const authorizeResponseSchema = z.object({ url: z.string() });

/** `POST /api/oauth/callback/{platform}`: what the provider put on the callback page's address. */
export const oauthCallbackBodySchema = z.object({
  state: z.string().max(1000).default(""),
  code: z.string().max(2000).optional(),
  /** The provider's `error` (she cancelled): the flow ends without a connection. */
  error: z.string().max(200).optional(),
});
export type OAuthCallbackBody = z.input<typeof oauthCallbackBodySchema>;

/**
 * Doc 3 §3 token status, plus what the settings page shows beside it. Never a token: tokens stay on the server,
 * encrypted.
 */
export const tokenStatusSchema = z.object({
  platform: z.enum(OAUTH_PLATFORMS),
  hasToken: z.boolean(),
  isValid: z.boolean(),
  isExpired: z.boolean(),
  willExpireSoon: z.boolean(),
  hasRefreshToken: z.boolean(),
  /** The provider refused to refresh it: she must connect again. */
  needsReconnect: z.boolean(),
  /** Whether this Saheli offers the platform at all (its client id and secret are set). */
  available: z.boolean(),
  expires_at: z.string().nullable(),
  scope: z.string().nullable(),
  account_email: z.string().nullable(),
  connected_at: z.string().nullable(),
});
export type ConnectionStatus = z.infer<typeof tokenStatusSchema>;

export const oauthCallbackResponseSchema = z.object({
  platform: z.enum(OAUTH_PLATFORMS),
  /** A path of this site (never another site's address). */
  return_to: z.string(),
  status: tokenStatusSchema,
});
export type OAuthConnectResult = z.infer<typeof oauthCallbackResponseSchema>;

/**
 * `POST /api/oauth/refresh-token` (doc 3 §7). `refresh_token` names the token to refresh: when given, it must be
 * the one Saheli holds for her (a browser never has one, so the web app leaves it out and her stored one is used).
 */
export const refreshTokenBodySchema = z.object({
  platform: platformField,
  refresh_token: z.string({ error: TokenStoreMessages.refreshTokenNotString }).max(4096).optional(),
});
export type RefreshTokenBody = z.input<typeof refreshTokenBodySchema>;

/** Doc 3 §7 reads expires_at, scope and token_type; the tokens themselves never leave the server. */
export const refreshTokenResponseSchema = z.object({
  success: z.literal(true),
  platform: z.enum(OAUTH_PLATFORMS),
  expires_at: z.string().nullable(),
  scope: z.string().nullable(),
  token_type: z.literal("Bearer"),
  status: tokenStatusSchema,
});
