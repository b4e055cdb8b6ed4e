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
import type { Language } from "@saheli/core/i18n/languages";
import type { Db } from "../../db/connect.js";
import { AppError } from "../../errors.js";
import type { Clock } from "../../platform/clock.js";
import type { Mailer, SmsSender } from "../../platform/messaging.js";
import { findOrCreateAccount } from "./accounts.js";
import { signInCodeEmail, signInCodeSms } from "./code-messages.js";
import {
  type CodeRow,
  consumeCode,
  failuresSince,
  insertCode,
  liveCodes,
  lockCodes,
  lockIdentifier,
  recordWrongCode,
  voidCode,
} from "./codes.queries.js";
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
/** `language`: the asking browser's: the code's e-mail or SMS is written in it, and a new account starts in it. */
export type CodeSend = CodeRequest & { language?: Language };

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

  async function deliver(channel: OtpChannel, to: string, code: string, language: Language) {
    if (channel === "email") await deps.mailer.send(signInCodeEmail(to, code, language));
    else await deps.sms!.send(signInCodeSms(to, code, language));
  }

  /**
   * Sends a code. The answer is the same whether or not the address has an account. A code lives its 10 minutes
   * whatever else is sent: a send from another browser (someone typing her address) neither voids hers nor
   * makes her wait, and her own resend leaves the code she already has usable.
   */
  async function sendCode({
    channel,
    identifier: raw,
    binding,
    language = "en",
  }: CodeSend): Promise<OtpSendResponse> {
    if (channel === "sms" && !deps.sms)
      throw otpError(AppErrorCode.UNAVAILABLE, AuthMessages.smsNotConfigured, 503);
    const identifier = normalizeIdentifier(channel, raw);
    const bindingHash = hashToken(binding);
    const now = clock.now();
    const code = newCode();
    const salt = newSalt();
    const codeHash = await hashCode(code, salt);
    const sent = await db.transaction(async (tx) => {
      await lockIdentifier(tx, identifier);
      const [newest] = await liveCodes(tx, identifier, bindingHash);
      const wait = newest ? resendWaitSeconds(newest.created_at.getTime(), now.getTime()) : 0;
      if (wait > 0) return { wait };
      const id = await insertCode(tx, {
        channel,
        identifier,
        code_hash: codeHash,
        salt,
        binding_hash: bindingHash,
        created_at: now,
        expires_at: new Date(now.getTime() + OTP_VALIDITY_S * 1000),
      });
      return { id };
    });
    if (sent.id === undefined) throw cooldownError(sent.wait);
    try {
      await deliver(channel, identifier, code, language);
    } catch (error) {
      deps.log.error({ err: error, channel }, "sign-in code could not be delivered");
      await voidCode(db, sent.id, now);
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

  const hourBefore = (now: Date) => new Date(now.getTime() - HOUR_MS);

  /**
   * Checks a code; on success the account exists (created on first sign-in) and its id is returned. The slow
   * hashing happens first; the decision is taken under the identifier's lock, on the codes as they stand then,
   * so parallel guesses are counted one after another (5 per code, 100 per account per hour).
   */
  async function verifyCode({
    channel,
    identifier: raw,
    binding,
    code,
    language = "en",
  }: CodeSend & { code: string }) {
    const identifier = normalizeIdentifier(channel, raw);
    const now = clock.now();
    if ((await failuresSince(db, identifier, hourBefore(now))) >= OTP_MAX_FAILURES_PER_HOUR) {
      throw otpError(AppErrorCode.RATE_LIMITED, AuthMessages.tooManyFailures, 429);
    }
    // Codes asked for by another browser are as good as none here: they must not be guessable from elsewhere.
    const candidates = await liveCodes(db, identifier, hashToken(binding));
    if (candidates.length === 0) throw otpError(AppErrorCode.OTP_MISSING, AuthMessages.noOtpSession);
    const current = candidates.filter((c) => c.expires_at > now);
    if (current.length === 0) throw otpError(AppErrorCode.OTP_EXPIRED, AuthMessages.codeExpired);
    const digests = new Map(
      await Promise.all(current.map(async (c) => [c.id, await hashCode(code, c.salt)] as const)),
    );

    const outcome = await db.transaction(async (tx) => {
      await lockIdentifier(tx, identifier);
      if ((await failuresSince(tx, identifier, hourBefore(now))) >= OTP_MAX_FAILURES_PER_HOUR)
        return "locked" as const;
      const locked = await lockCodes(tx, [...digests.keys()]);
      const usable = locked.filter((c) => !c.consumed_at && !c.voided_at);
      if (usable.length === 0) return gone(locked);
      const match = usable.find((c) => sameDigest(c.code_hash, digests.get(c.id)!));
      if (match) {
        await consumeCode(tx, match, now);
        return "signed-in" as const;
      }
      const tries = await recordWrongCode(tx, usable, OTP_MAX_TRIES_PER_CODE, now);
      return tries >= OTP_MAX_TRIES_PER_CODE ? ("void" as const) : ("wrong" as const);
    });
    // A new account starts in the language of the browser she signed up in.
    if (outcome === "signed-in")
      return findOrCreateAccount(db, channel, identifier, { language }, clock.now());
    throw {
      locked: otpError(AppErrorCode.RATE_LIMITED, AuthMessages.tooManyFailures, 429),
      void: otpError(AppErrorCode.OTP_VOID, AuthMessages.tooManyTries),
      wrong: otpError(AppErrorCode.OTP_INVALID, AuthMessages.codeInvalid),
      missing: otpError(AppErrorCode.OTP_MISSING, AuthMessages.noOtpSession),
    }[outcome];
  }

  /** Codes that went while this check waited: worn out by wrong guesses, or used by a parallel check. */
  function gone(codes: CodeRow[]) {
    return codes.some((c) => !c.consumed_at && c.failed_attempts >= OTP_MAX_TRIES_PER_CODE)
      ? ("void" as const)
      : ("missing" as const);
  }

  return { sendCode, verifyCode };
}

export type OtpService = ReturnType<typeof otpService>;
