import { CHOICES_COOKIE, type PrivacyChoices, parseChoicesCookie } from "@saheli/core/privacy-choices";
import type { Db } from "../../db/connect.js";
import type { Clock } from "../../platform/clock.js";
import { findPrivacyChoices, upsertPrivacyChoices } from "./legal.queries.js";

/** `secure`: the site is served over https, so the cookie takes the `__Host-` prefix like the session's. */
export type PrivacyChoicesDeps = { db: Db; clock: Clock; secure: boolean };

/**
 * Her cookie and analytics choices: in her profile when she is signed in, in the `saheli_choices` cookie for a
 * visitor. Nothing is chosen for her: without a stored choice, only strictly necessary storage is used.
 */
export function privacyChoicesService({ db, clock, secure }: PrivacyChoicesDeps) {
  const cookieName = `${secure ? "__Host-" : ""}${CHOICES_COOKIE}`;

  async function read(userId: string | null, cookie: string | undefined): Promise<PrivacyChoices> {
    if (!userId) return parseChoicesCookie(cookie);
    // What she chose in this browser before signing in holds until she saves a choice to her profile.
    return (await findPrivacyChoices(db, { userId })) ?? parseChoicesCookie(cookie);
  }

  async function save(userId: string, choices: PrivacyChoices) {
    await upsertPrivacyChoices(db, { userId, analytics: choices.analytics, at: clock.now() });
  }

  /** Whether an analytics event about this person or browser may be recorded. */
  async function allowsAnalytics(userId: string | null, cookie: string | undefined) {
    return (await read(userId, cookie)).analytics;
  }

  return { cookieName, secure, read, save, allowsAnalytics };
}

export type PrivacyChoicesService = ReturnType<typeof privacyChoicesService>;
