import { createHmac, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import { appSettings } from "../../db/schema/index.js";

/** Who searched, as the search records keep it: a person's id, or a visitor's address. */
export type Searcher = { userId: string } | { address: string };

const SETTING = "search-searcher-salt";

/**
 * Tells searchers apart without naming them (trending needs different people, not who they are): a keyed hash
 * under a salt made at first use and kept in app_settings, so every node hashes alike. The records hold the hash
 * only; without the salt it cannot be turned back into an id or an address.
 */
export function searcherKeys(db: Db) {
  let salt: Promise<string> | undefined;

  async function loadSalt(): Promise<string> {
    const read = async () => {
      const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SETTING));
      return row?.value.salt as string | undefined;
    };
    const existing = await read();
    if (existing) return existing;
    await db
      .insert(appSettings)
      .values({ key: SETTING, value: { salt: randomBytes(32).toString("base64url") } })
      .onConflictDoNothing();
    // Two nodes starting at once: whichever insert won is the salt everyone uses.
    return (await read())!;
  }

  return async function keyOf(searcher: Searcher): Promise<string> {
    salt ??= loadSalt().catch((error: unknown) => {
      salt = undefined;
      throw error;
    });
    const who = "userId" in searcher ? `person:${searcher.userId}` : `address:${searcher.address}`;
    return createHmac("sha256", await salt)
      .update(who)
      .digest("base64url")
      .slice(0, 22);
  };
}
