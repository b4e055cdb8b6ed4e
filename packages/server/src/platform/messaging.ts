import nodemailer from "nodemailer";
import type { Clock } from "./clock.js";
import type { Outbox } from "./outbox.js";

/** A file sent with an e-mail (a booking's `.ics`); text content is sent as UTF-8. */
export type EmailAttachment = { filename: string; content: string | Buffer; contentType: string };
export type Email = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: EmailAttachment[];
  /** Extra headers, e.g. a newsletter's List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>;
};
export type Sms = { to: string; text: string };

export type Mailer = { send(email: Email): Promise<void> };
export type SmsSender = { send(sms: Sms): Promise<void> };

/** E-mail through SMTP (nodemailer). */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send({ to, subject, text, html, attachments, headers }) {
      await transport.sendMail({
        from,
        to,
        subject,
        text,
        html,
        ...(attachments?.length ? { attachments } : {}),
        ...(headers ? { headers } : {}),
      });
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
    async send({ to, subject, text, attachments }) {
      // Attachments are kept as text (binary ones base64) so the dev outbox can show what was sent.
      const files = attachments?.map((file) => ({
        filename: file.filename,
        content_type: file.contentType,
        content: typeof file.content === "string" ? file.content : file.content.toString("base64"),
      }));
      outbox.add(
        { to, channel: "email", subject, text, ...(files?.length ? { attachments: files } : {}) },
        clock.now(),
      );
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
