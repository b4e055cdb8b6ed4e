import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import { profiles } from "../../db/schema/index.js";

/** Makes the account with this e-mail an admin (role A). False when no such account exists. */
export async function promoteToAdmin(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .update(profiles)
    .set({ role: "A", updated_at: new Date() })
    .where(sql`lower(${profiles.email}) = ${email.trim().toLowerCase()} and ${profiles.deleted_at} is null`)
    .returning({ id: profiles.id });
  return rows.length === 1;
}
