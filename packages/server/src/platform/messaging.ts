import nodemailer from "nodemailer";
import type { Clock } from "./clock.js";
import type { Outbox } from "./outbox.js";

export type Email = { to: string; subject: string; text: string; html?: string };
export type Sms = { to: string; text: string };

export type Mailer = { send(email: Email): Promise<void> };
export type SmsSender = { send(sms: Sms): Promise<void> };

/** E-mail through SMTP (nodemailer). */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send({ to, subject, text, html }) {
      await transport.sendMail({ from, to, subject, text, html });
    },
  };
}

export type TwilioOptions = { accountSid: string; authToken: string; from: string; baseUrl?: string };

/** SMS through the Twilio Messages API, or any provider that speaks it. */
export function twilioSms(options: TwilioOptions): SmsSender {
  const base = (options.baseUrl ?? "https://api.twilio.com").replace(/\/$/, "");
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const auth = Buffer.from(`${options.accountSid}:${options.authToken}`).toString("base64");
  return {
    async send({ to, text }) {
      const response = await fetch(url, {
        method: "POST",
        headers: { authorization: `Basic ${auth}`, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ To: to, From: options.from, Body: text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
    },
  };
}

/** Without a provider, messages land in the outbox (and the log says so, without their text). */
export function outboxMailer(outbox: Outbox, clock: Clock): Mailer {
  return {
    async send({ to, subject, text }) {
      outbox.add({ to, channel: "email", subject, text }, clock.now());
    },
  };
}

export function outboxSms(outbox: Outbox, clock: Clock): SmsSender {
  return {
    async send({ to, text }) {
      outbox.add({ to, channel: "sms", subject: "SMS", text }, clock.now());
    },
  };
}
