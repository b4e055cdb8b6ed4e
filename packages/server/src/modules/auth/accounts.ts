import { randomInt } from "node:crypto";
import type { OtpChannel } from "@saheli/core/auth";
import { isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import { isUniqueViolation } from "../../db/errors.js";
import { profiles } from "../../db/schema/index.js";

export type NewAccount = {
  email?: string | null;
  phone?: string | null;
  fullName?: string | null;
  avatarUrl?: string | null;
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

/** Letters and digits from the address, so a new member's handle looks like hers. */
export function usernameBase(account: NewAccount): string {
  const source = account.email?.split("@")[0] ?? account.fullName ?? "member";
  const base = source
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "")
    .slice(0, 20);
  return base.length >= 3 ? base : `member${base}`;
}

export function displayName(account: NewAccount): string {
  const name = account.fullName?.trim();
  if (name && name.length >= 2) return name.slice(0, 100);
  const local = account.email
    ?.split("@")[0]
    ?.replace(/[._-]+/g, " ")
    .trim();
  if (local && local.length >= 2) return local.replace(/\b\p{L}/gu, (c) => c.toUpperCase()).slice(0, 100);
  return "Saheli member";
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
) {
  const existing = await findAccountId(db, channel, identifier);
  if (existing) return { id: existing, created: false };
  const account: NewAccount = { ...extra, [channel === "email" ? "email" : "phone"]: identifier };
  return createAccount(db, account, () => findAccountId(db, channel, identifier));
}

/**
 * A new profile (role U) under a free username. `raced` finds the winner when a unique index on her address
 * refuses the row because a parallel sign-in created it first.
 */
export async function createAccount(
  db: Db,
  account: NewAccount,
  raced: () => Promise<string | undefined> = async () => undefined,
) {
  const base = usernameBase(account);
  for (let attempt = 0; attempt < 6; attempt++) {
    const username = attempt === 0 ? base : `${base}${randomInt(1000, 99_999)}`;
    try {
      const [row] = await db
        .insert(profiles)
        .values({
          email: account.email ?? null,
          phone: account.phone ?? null,
          username,
          full_name: displayName(account),
          avatar_url: account.avatarUrl ?? null,
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
