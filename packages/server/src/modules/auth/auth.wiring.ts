import type { OAuthProvider } from "@saheli/core/auth";
import type { Config } from "../../config.js";
import type { Db } from "../../db/connect.js";
import type { Clock } from "../../platform/clock.js";
import {
  type Mailer,
  outboxMailer,
  outboxSms,
  type SmsSender,
  smtpMailer,
  twilioSms,
} from "../../platform/messaging.js";
import { memoryOutbox, type Outbox } from "../../platform/outbox.js";
import { sessionCookies } from "./cookies.js";
import { type OAuthCredentials, oauthService } from "./oauth.service.js";
import type { ProviderEndpoints } from "./oauth-providers.js";
import { otpService } from "./otp.service.js";
import { sessionService } from "./session.service.js";

type WiringInput = {
  config: Config;
  db: Db;
  clock: Clock;
  log: { error(obj: object, msg: string): void };
  oauthEndpoints?: Partial<Record<OAuthProvider, Partial<ProviderEndpoints>>>;
};

function oauthCredentials(env: Config["raw"]): OAuthCredentials {
  const pair = (id: string | undefined, secret: string | undefined) =>
    id && secret ? { clientId: id, clientSecret: secret } : undefined;
  return {
    google: pair(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET),
    facebook: pair(env.FACEBOOK_CLIENT_ID, env.FACEBOOK_CLIENT_SECRET),
    github: pair(env.GITHUB_CLIENT_ID, env.GITHUB_CLIENT_SECRET),
  };
}

/**
 * Sign-in's adapters, chosen once: SMTP or the outbox for e-mail; a Twilio-compatible provider, the outbox
 * (outside production) or nothing for SMS.
 */
export function authServices({ config, db, clock, log, oauthEndpoints }: WiringInput) {
  const env = config.raw;
  const production = config.env === "production";
  const outbox: Outbox | undefined = production ? undefined : memoryOutbox();
  const mailer: Mailer = env.SMTP_URL
    ? smtpMailer(env.SMTP_URL, env.MAIL_FROM)
    : outboxMailer(outbox ?? memoryOutbox(), clock);
  const twilio =
    env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM
      ? twilioSms({
          accountSid: env.TWILIO_ACCOUNT_SID,
          authToken: env.TWILIO_AUTH_TOKEN,
          from: env.TWILIO_FROM,
          baseUrl: env.TWILIO_BASE_URL,
        })
      : undefined;
  const sms: SmsSender | undefined = twilio ?? (outbox ? outboxSms(outbox, clock) : undefined);
  const oauth = oauthService({
    db,
    credentials: oauthCredentials(env),
    redirectUri: `${config.publicUrl}/auth/callback`,
    endpoints: oauthEndpoints,
  });
  return {
    otp: otpService({
      db,
      clock,
      mailer,
      sms,
      outboxUrl: outbox && !env.SMTP_URL ? "/api/dev/outbox" : undefined,
      log,
    }),
    sessions: sessionService({ db, clock }),
    cookies: sessionCookies(config.publicUrl.startsWith("https:")),
    oauth,
    oauthProviders: oauth.configured,
    smsAvailable: sms !== undefined,
    outbox,
    /** Also tells people the outcome of things they waited for (verification decisions). */
    mailer,
  };
}

export type AuthServices = ReturnType<typeof authServices>;
