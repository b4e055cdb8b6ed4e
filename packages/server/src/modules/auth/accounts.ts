import { randomInt } from "node:crypto";
import type { OtpChannel } from "@saheli/core/auth";
import type { Language } from "@saheli/core/i18n/languages";
import { PLACEHOLDER_FULL_NAME } from "@saheli/core/profile";
import { usernameCandidates } from "@saheli/core/usernames";
import { isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import { isUniqueViolation } from "../../db/errors.js";
import { profiles } from "../../db/schema/index.js";
import { usernameHeld } from "../../db/usernames.js";

export type NewAccount = {
  email?: string | null;
  phone?: string | null;
  fullName?: string | null;
  avatarUrl?: string | null;
  /** The language of the browser she signed up in: her notifications and e-mails start in it. */
  language?: Language;
};

/** An account's id by its verified e-mail or phone; purged accounts no longer hold either. */
export async function findAccountId(db: Db, channel: OtpChannel, identifier: string) {
  const column = channel === "email" ? sql`lower(${profiles.email})` : profiles.phone;
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(sql`${column} = ${identifier} and ${isNull(profiles.deleted_at)}`);
  return row?.id;
}

/**
 * Her name as she gave it (OAuth gives one), else a neutral one she changes in the basic-profile step. Never
 * made from her e-mail address or phone number: the name is public (issue 17).
 */
export function displayName(account: NewAccount): string {
  const name = account.fullName?.trim();
  if (name && name.length >= 2) return name.slice(0, 100);
  return PLACEHOLDER_FULL_NAME;
}

/**
 * The first verified sign-in creates the account and its profile (role U). Two sign-ins racing for the same
 * address end with one account: the loser of the unique index reads the winner's row.
 */
export async function findOrCreateAccount(
  db: Db,
  channel: OtpChannel,
  identifier: string,
  extra: NewAccount = {},
  now = new Date(),
) {
  const existing = await findAccountId(db, channel, identifier);
  if (existing) return { id: existing, created: false };
  const account: NewAccount = { ...extra, [channel === "email" ? "email" : "phone"]: identifier };
  return createAccount(db, account, () => findAccountId(db, channel, identifier), now);
}

/**
 * A new profile (role U) under a free username made from her name, else a neutral one (core's
 * `usernameCandidates`; a name another person gave up in the last 90 days is still hers). `raced` finds the
 * winner when a unique index on her address refuses the row because a parallel sign-in created it first.
 */
export async function createAccount(
  db: Db,
  account: NewAccount,
  raced: () => Promise<string | undefined> = async () => undefined,
  now = new Date(),
) {
  const candidates = [
    ...usernameCandidates(account.fullName, randomInt),
    ...usernameCandidates(null, randomInt),
  ];
  for (const username of candidates) {
    if (await usernameHeld(db, username, now)) continue;
    try {
      const [row] = await db
        .insert(profiles)
        .values({
          email: account.email ?? null,
          phone: account.phone ?? null,
          username,
          full_name: displayName(account),
          avatar_url: account.avatarUrl ?? null,
          language: account.language ?? "en",
          role: "U",
        })
        .returning({ id: profiles.id });
      return { id: row!.id, created: true };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const winner = await raced();
      if (winner) return { id: winner, created: false };
    }
  }
  throw new Error("Could not choose a free username");
}
