import { NEWSLETTER_CONSENT_TEXT, NewsletterMessages } from "@saheli/core/contracts/newsletter";
import { AppErrorCode } from "@saheli/core/errors";
import type { Language } from "@saheli/core/i18n/languages";
import { NewsletterWords } from "@saheli/core/i18n/notices/account";
import type { Db } from "../../db/connect.js";
import { AppError } from "../../errors.js";
import type { Clock } from "../../platform/clock.js";
import type { Jobs } from "../../platform/jobs.js";
import type { Mailer } from "../../platform/messaging.js";
import { emailLanguage } from "../language/language.queries.js";
import {
  findByConfirmHash,
  findByEmailForUpdate,
  findByUnsubscribeHash,
  findSubscription,
  insertPending,
  listConfirmed,
  loadOrCreateKey,
  updateSubscription,
} from "./newsletter.queries.js";
import { freshToken, signUnsubscribe, tokenHash, verifyUnsubscribe } from "./newsletter-tokens.js";

export type NewsletterDeps = {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  jobs: Pick<Jobs, "send">;
  publicUrl: string;
  log: { error(obj: object, msg: string): void };
};

/** A confirmation link works for a week; after that she asks again. */
export const CONFIRM_LINK_DAYS = 7;
const SIGNING_KEY = "newsletter-signing-key";

/**
 * The footer's newsletter with double opt-in (issue 22 §5): nothing is sent but the confirmation until she opens
 * its link; every newsletter mail carries a one-click unsubscribe link (and the List-Unsubscribe headers).
 */
export const NEWSLETTER_MAIL_JOB = "newsletter.mail";
export type NewsletterMailJob = { subscriptionId: string; subject: string; text: string };

export function newsletterService({ db, clock, mailer, jobs, publicUrl, log }: NewsletterDeps) {
  let key: Promise<string> | undefined;
  const signingKey = () => {
    key ??= loadOrCreateKey(db, { key: SIGNING_KEY, fresh: freshToken }).catch((error) => {
      key = undefined;
      throw error;
    });
    return key;
  };
  const page = (path: string, token: string) => `${publicUrl}${path}?token=${encodeURIComponent(token)}`;

  async function deliver(email: Parameters<Mailer["send"]>[0]) {
    try {
      await mailer.send(email);
    } catch (error) {
      log.error({ err: error }, "newsletter mail not sent");
      throw new AppError(
        AppErrorCode.UNAVAILABLE,
        503,
        "We could not send the e-mail right now. Please try again in a moment.",
      );
    }
  }

  /** Asks her to confirm. The answer is the same whatever the address's state, so it reveals nothing. */
  /** `language`: the asking browser's, which the confirmation is written in. */
  async function subscribe(rawEmail: string, userId: string | null, language: Language = "en") {
    const email = rawEmail.trim().toLowerCase();
    const now = clock.now();
    const confirmToken = freshToken();
    const unsubscribeKey = await signingKey();
    const send = await db.transaction(async (tx) => {
      const existing = await findByEmailForUpdate(tx, { email });
      if (existing?.status === "confirmed") return false;
      const set = {
        status: "pending",
        confirm_token_hash: tokenHash(confirmToken),
        consent_text: NEWSLETTER_CONSENT_TEXT,
        requested_at: now,
        unsubscribed_at: null,
        updated_at: now,
      };
      const id =
        existing?.id ??
        (await insertPending(tx, {
          email,
          userId,
          confirmHash: set.confirm_token_hash,
          consentText: NEWSLETTER_CONSENT_TEXT,
          at: now,
        }));
      await updateSubscription(tx, {
        id,
        set: { ...set, unsubscribe_token_hash: tokenHash(signUnsubscribe(unsubscribeKey, id)) },
      });
      return true;
    });
    if (send) {
      await deliver({
        to: email,
        subject: NewsletterWords.confirmSubject[language](),
        text: NewsletterWords.confirmMail[language]({
          link: page("/newsletter/confirm", confirmToken),
          days: CONFIRM_LINK_DAYS,
        }),
      });
    }
    return { message: NewsletterMessages.checkInbox };
  }

  /** `language`: the browser's that opened the link, which the welcome is written in. */
  async function confirm(token: string, language: Language = "en") {
    const now = clock.now();
    const confirmed = await db.transaction(async (tx) => {
      const row = await findByConfirmHash(tx, { hash: tokenHash(token) });
      const expired = row && now.getTime() - row.requested_at.getTime() > CONFIRM_LINK_DAYS * 86_400_000;
      if (row?.status !== "pending" || expired) return null;
      await updateSubscription(tx, {
        id: row.id,
        set: { status: "confirmed", confirmed_at: now, confirm_token_hash: null, updated_at: now },
      });
      return row;
    });
    if (!confirmed) throw AppError.notFound(NewsletterMessages.badLink);
    await sendIssue(
      confirmed,
      { subject: NewsletterWords.welcomeSubject[language](), text: NewsletterWords.welcomeMail[language]() },
      language,
    ).catch((error) => log.error({ err: error }, "newsletter welcome mail not sent"));
    return { message: NewsletterMessages.confirmed };
  }

  /** One click: the signed token in the mail is all it needs. Repeating it is harmless. */
  async function unsubscribe(token: string) {
    const id = verifyUnsubscribe(await signingKey(), token);
    const now = clock.now();
    const done = id
      ? await db.transaction(async (tx) => {
          const row = await findByUnsubscribeHash(tx, { hash: tokenHash(token) });
          if (!row || row.id !== id) return false;
          if (row.status !== "unsubscribed") {
            await updateSubscription(tx, {
              id,
              set: {
                status: "unsubscribed",
                unsubscribed_at: now,
                confirm_token_hash: null,
                updated_at: now,
              },
            });
          }
          return true;
        })
      : false;
    if (!done) throw AppError.notFound(NewsletterMessages.badLink);
    return { message: NewsletterMessages.unsubscribed };
  }

  /** One newsletter mail to one subscriber, always with her unsubscribe link (in her language) and one-click headers. */
  async function sendIssue(
    to: { id: string; email: string },
    issue: { subject: string; text: string },
    language: Language = "en",
  ) {
    const token = signUnsubscribe(await signingKey(), to.id);
    const unsubscribe = NewsletterWords.unsubscribeLine[language]({
      link: page("/newsletter/unsubscribe", token),
    });
    await mailer.send({
      to: to.email,
      subject: issue.subject,
      text: `${issue.text}\n\n--\n${unsubscribe}\n`,
      headers: {
        "List-Unsubscribe": `<${page("/api/newsletter/unsubscribe", token)}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    });
  }

  /**
   * An admin sends an issue: one queued mail per confirmed subscriber, so a retry never mails anyone twice and an
   * unsubscribe that arrives meanwhile is honoured. Without a job queue they are sent now; failures are counted.
   */
  async function broadcast(issue: { subject: string; text: string }) {
    const result = { queued: 0, sent: 0, failed: 0 };
    for (const subscriber of await listConfirmed(db)) {
      const queued = await jobs.send<NewsletterMailJob>(NEWSLETTER_MAIL_JOB, {
        subscriptionId: subscriber.id,
        ...issue,
      });
      if (queued) {
        result.queued += 1;
        continue;
      }
      try {
        await sendIssue(subscriber, issue, await emailLanguage(db, { email: subscriber.email }));
        result.sent += 1;
      } catch (error) {
        result.failed += 1;
        log.error({ err: error, subscription: subscriber.id }, "newsletter issue not sent");
      }
    }
    return result;
  }

  /** The job: one subscriber's copy, if she is still subscribed. A failure is retried by the queue. */
  async function deliverQueued(job: NewsletterMailJob) {
    const subscriber = await findSubscription(db, { id: job.subscriptionId });
    if (subscriber?.status !== "confirmed") return;
    await sendIssue(
      subscriber,
      { subject: job.subject, text: job.text },
      await emailLanguage(db, { email: subscriber.email }),
    );
  }

  return { subscribe, confirm, unsubscribe, broadcast, deliverQueued };
}

export type NewsletterService = ReturnType<typeof newsletterService>;
