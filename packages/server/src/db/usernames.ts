import { redirectSince } from "@saheli/core/usernames";
import { and, desc, eq, gt, ne, sql } from "drizzle-orm";
import type { Executor } from "./connect.js";
import { profiles, usernameChanges } from "./schema/index.js";

/**
 * Who holds a username, beyond the unique index on `lower(username)`: a name someone else gave up less than 90
 * days ago still leads to her, so nobody else may take it yet. `name` is lower case. One statement, so a rename
 * committing meanwhile is seen either before (her current name) or after (her old name), never neither.
 */
export async function usernameHeld(db: Executor, name: string, now: Date, exceptUserId?: string) {
  const others = exceptUserId ? ne(usernameChanges.user_id, exceptUserId) : undefined;
  const result = (await db.execute(sql`select
      exists (select 1 from ${profiles} where lower(${profiles.username}) = ${name}) or exists (
        select 1 from ${usernameChanges}
        where lower(${usernameChanges.old_username}) = ${name}
          and ${usernameChanges.changed_at} > ${redirectSince(now).toISOString()}
          ${others ? sql`and ${others}` : sql``}
      ) as held`)) as unknown as { rows: { held: boolean }[] };
  return Boolean(result.rows[0]?.held);
}

/** The person who gave up `name` most recently within the last 90 days, and the name she has now. */
export async function movedFrom(db: Executor, name: string, now: Date) {
  const [row] = await db
    .select({ user_id: usernameChanges.user_id })
    .from(usernameChanges)
    .where(
      and(
        eq(sql`lower(${usernameChanges.old_username})`, name.toLowerCase()),
        gt(usernameChanges.changed_at, redirectSince(now)),
      ),
    )
    .orderBy(desc(usernameChanges.changed_at))
    .limit(1);
  return row?.user_id;
}
