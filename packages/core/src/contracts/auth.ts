import { z } from "zod";
import { AuthMessages, codeError, identifierError, OAUTH_PROVIDERS } from "../auth";

export const otpChannelSchema = z.enum(["email", "sms"]);

const identifierShape = { channel: otpChannelSchema, identifier: z.string().max(320) };

function checkIdentifier(value: { channel: "email" | "sms"; identifier: string }, ctx: z.RefinementCtx) {
  const message = identifierError(value.channel, value.identifier);
  if (message) ctx.addIssue({ code: "custom", path: ["identifier"], message });
}

export const otpSendRequestSchema = z.object(identifierShape).superRefine(checkIdentifier);
export type OtpSendRequest = z.infer<typeof otpSendRequestSchema>;

/** The same answer whether or not the address has an account. */
export const otpSendResponseSchema = z.object({
  sent: z.literal(true),
  channel: otpChannelSchema,
  /** Where the code went, masked. */
  destination: z.string(),
  resend_after_seconds: z.number().int(),
  expires_in_seconds: z.number().int(),
  /** Outside production: where a person on this machine reads the code. */
  outbox_url: z.string().optional(),
});
export type OtpSendResponse = z.infer<typeof otpSendResponseSchema>;

export const otpVerifyRequestSchema = z
  .object({ ...identifierShape, code: z.string().max(12) })
  .superRefine(checkIdentifier)
  .superRefine((value, ctx) => {
    const message = codeError(value.code);
    if (message) ctx.addIssue({ code: "custom", path: ["code"], message });
  });
export type OtpVerifyRequest = z.infer<typeof otpVerifyRequestSchema>;

export const sessionUserSchema = z.object({
  id: z.uuid(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.enum(["admin", "vendor", "user"]).nullable(),
  aud: z.literal("authenticated"),
});

export const sessionProfileSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  full_name: z.string(),
  avatar_url: z.string().nullable(),
  role: z.string(),
  business_name: z.string().nullable(),
  headline: z.string().nullable(),
  gender: z.boolean().nullable(),
  gender_verified: z.boolean(),
  is_verified: z.boolean(),
  account_status: z.string(),
  follower_count: z.number().int(),
  following_count: z.number().int(),
  connections_count: z.number().int(),
  has_shop: z.boolean(),
  deletion: z
    .object({ scheduled_at: z.string(), scheduled_for: z.string(), can_recover_until: z.string() })
    .nullable(),
});
export type SessionProfile = z.infer<typeof sessionProfileSchema>;

export const sessionResponseSchema = z.object({
  user: sessionUserSchema,
  profile: sessionProfileSchema,
  /** Seconds since the epoch when the session (its refresh token) ends. */
  expires_at: z.number().int(),
  /** Seconds since the epoch when the current access token ends; the client refreshes before then. */
  access_expires_at: z.number().int(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** The answer to a sign-in: the session, and whether this sign-in just created the account. */
export const signInResponseSchema = sessionResponseSchema.extend({ is_new_user: z.boolean() });
export type SignInResponse = z.infer<typeof signInResponseSchema>;

export const oauthProviderSchema = z.enum(OAUTH_PROVIDERS, { message: AuthMessages.invalidProvider });

export const authProvidersResponseSchema = z.object({
  email: z.literal(true),
  sms: z.boolean(),
  oauth: z.array(oauthProviderSchema),
});
export type AuthProvidersResponse = z.infer<typeof authProvidersResponseSchema>;

export const outboxMessageSchema = z.object({
  to: z.string(),
  channel: otpChannelSchema,
  subject: z.string(),
  text: z.string(),
  /** Files sent with an e-mail (a booking's `.ics`), binary ones base64. */
  attachments: z
    .array(z.object({ filename: z.string(), content_type: z.string(), content: z.string() }))
    .optional(),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const accountDeletionRequestSchema = z.object({
  reason: z.string().trim().max(500).optional(),
});

export const accountDeletionResponseSchema = z.object({
  account_status: z.enum(["active", "inactive"]),
  deletion: sessionProfileSchema.shape.deletion,
});
export type AccountDeletionResponse = z.infer<typeof accountDeletionResponseSchema>;

/** The `/auth/callback` page hands the provider's answer to `POST /api/auth/oauth/callback`. */
export const oauthCallbackRequestSchema = z.object({
  code: z.string().min(1).max(2000),
  state: z.string().min(1).max(200),
});
export type OAuthCallbackRequest = z.infer<typeof oauthCallbackRequestSchema>;

export const oauthCallbackResponseSchema = z.object({ redirect_to: z.string(), is_new_user: z.boolean() });
export type OAuthCallbackResponse = z.infer<typeof oauthCallbackResponseSchema>;
