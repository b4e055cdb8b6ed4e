import {
  AuthMessages,
  maskIdentifier,
  normalizeIdentifier,
  OTP_MAX_FAILURES_PER_HOUR,
  OTP_MAX_TRIES_PER_CODE,
  OTP_RESEND_COOLDOWN_S,
  OTP_VALIDITY_S,
  type OtpChannel,
  resendWaitSeconds,
} from "@saheli/core/auth";
import type { OtpSendResponse } from "@saheli/core/contracts/auth";
import { AppErrorCode } from "@saheli/core/errors";
import type { Db } from "../../db/connect.js";
import { isUniqueViolation } from "../../db/errors.js";
import { AppError } from "../../errors.js";
import type { Clock } from "../../platform/clock.js";
import type { Mailer, SmsSender } from "../../platform/messaging.js";
import { findOrCreateAccount } from "./accounts.js";
import {
  consumeCode,
  failuresSince,
  findLiveCode,
  recordWrongCode,
  replaceLiveCode,
  voidCode,
} from "./auth.queries.js";
import { signInCodeEmail, signInCodeSms } from "./code-messages.js";
import { hashCode, hashToken, newCode, newSalt, sameDigest } from "./secrets.js";

export type OtpServiceDeps = {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  /** Undefined when SMS cannot be sent (production without a provider). */
  sms: SmsSender | undefined;
  /** Where a local person reads codes; only outside production. */
  outboxUrl: string | undefined;
  log: { error(obj: object, msg: string): void };
};

export type CodeRequest = { channel: OtpChannel; identifier: string; binding: string };

const HOUR_MS = 60 * 60 * 1000;
const otpError = (code: AppErrorCode, message: string, status = 400) => new AppError(code, status, message);

export function otpService(deps: OtpServiceDeps) {
  const { db, clock } = deps;

  function cooldownError(seconds: number) {
    return otpError(
      AppErrorCode.RATE_LIMITED,
      `Please wait ${seconds} seconds before requesting a new code.`,
      429,
    );
  }

  async function deliver(channel: OtpChannel, to: string, code: string) {
    if (channel === "email") await deps.mailer.send(signInCodeEmail(to, code));
    else await deps.sms!.send(signInCodeSms(to, code));
  }

  /** Sends a code. The answer is the same whether or not the address has an account. */
  async function sendCode({ channel, identifier: raw, binding }: CodeRequest): Promise<OtpSendResponse> {
    if (channel === "sms" && !deps.sms)
      throw otpError(AppErrorCode.UNAVAILABLE, AuthMessages.smsNotConfigured, 503);
    const identifier = normalizeIdentifier(channel, raw);
    const now = clock.now();
    const current = await findLiveCode(db, identifier);
    if (current) {
      const wait = resendWaitSeconds(current.created_at.getTime(), now.getTime());
      if (wait > 0) throw cooldownError(wait);
    }
    const code = newCode();
    const salt = newSalt();
    const row = {
      channel,
      identifier,
      code_hash: await hashCode(code, salt),
      salt,
      binding_hash: hashToken(binding),
      created_at: now,
      expires_at: new Date(now.getTime() + OTP_VALIDITY_S * 1000),
    };
    try {
      await replaceLiveCode(db, row, now);
    } catch (error) {
      if (isUniqueViolation(error)) throw cooldownError(OTP_RESEND_COOLDOWN_S);
      throw error;
    }
    try {
      await deliver(channel, identifier, code);
    } catch (error) {
      deps.log.error({ err: error, channel }, "sign-in code could not be delivered");
      const fresh = await findLiveCode(db, identifier);
      if (fresh) await voidCode(db, fresh.id, now);
      throw otpError(
        AppErrorCode.UNAVAILABLE,
        channel === "sms"
          ? AuthMessages.smsNotConfigured
          : "We could not send the code right now. Please try again in a moment.",
        503,
      );
    }
    return {
      sent: true,
      channel,
      destination: maskIdentifier(channel, identifier),
      resend_after_seconds: OTP_RESEND_COOLDOWN_S,
      expires_in_seconds: OTP_VALIDITY_S,
      ...(deps.outboxUrl ? { outbox_url: deps.outboxUrl } : {}),
    };
  }

  /** Checks a code; on success the account exists (created on first sign-in) and its id is returned. */
  async function verifyCode({ channel, identifier: raw, binding, code }: CodeRequest & { code: string }) {
    const identifier = normalizeIdentifier(channel, raw);
    const now = clock.now();
    if (
      (await failuresSince(db, identifier, new Date(now.getTime() - HOUR_MS))) >= OTP_MAX_FAILURES_PER_HOUR
    ) {
      throw otpError(AppErrorCode.RATE_LIMITED, AuthMessages.tooManyFailures, 429);
    }
    const live = await findLiveCode(db, identifier);
    // A code asked for by another browser is as good as none here: it must not be guessable from elsewhere.
    if (!live || !sameDigest(live.binding_hash, hashToken(binding))) {
      throw otpError(AppErrorCode.OTP_MISSING, AuthMessages.noOtpSession);
    }
    if (live.expires_at <= now) throw otpError(AppErrorCode.OTP_EXPIRED, AuthMessages.codeExpired);

    if (!sameDigest(live.code_hash, await hashCode(code, live.salt))) {
      const tries = await recordWrongCode(db, live, OTP_MAX_TRIES_PER_CODE, now);
      if (tries >= OTP_MAX_TRIES_PER_CODE) throw otpError(AppErrorCode.OTP_VOID, AuthMessages.tooManyTries);
      throw otpError(AppErrorCode.OTP_INVALID, AuthMessages.codeInvalid);
    }
    if (!(await consumeCode(db, live.id, now)))
      throw otpError(AppErrorCode.OTP_MISSING, AuthMessages.noOtpSession);
    return findOrCreateAccount(db, channel, identifier);
  }

  return { sendCode, verifyCode };
}

export type OtpService = ReturnType<typeof otpService>;
