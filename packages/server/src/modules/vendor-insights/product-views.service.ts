import { createHash, randomBytes } from "node:crypto";
import { addDays, istDay } from "@saheli/core/vendor-insights";
import { and, eq, like, lt } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import { appSettings, productViews } from "../../db/schema/index.js";
import type { Clock } from "../../platform/clock.js";

export type ProductViewsDeps = {
  db: Db;
  clock: Clock;
  log: { error(obj: object, msg: string): void };
  /**
   * Whether a signed-in reader allowed analytics (/settings/privacy/data-usage); without it she is counted like a
   * visitor, by the day's anonymous hash. Absent: every signed-in reader is counted by her id.
   */
  analyticsAllowed?: (userId: string) => Promise<boolean>;
};

/** Who read a product page: a signed-in person, or a visitor known only by her address and browser. */
export type PageReader = { listingId: string; viewerId: string | null; address: string; userAgent: string };

const SALT_PREFIX = "product-view-salt:";
const CRAWLER = /bot|crawl|spider|slurp|preview|headless/i;

/**
 * A visitor's key for one day: SHA-256 of her address, her browser's user-agent and that day's salt. The raw
 * address is never stored, and once the day's salt is deleted the key cannot be linked to an address again.
 */
export function visitorKey(salt: string, address: string, userAgent: string): string {
  return `v:${createHash("sha256").update(`${salt}\n${address}\n${userAgent}`).digest("base64url")}`;
}

/** A person's key: her id (the same every day, so she is one viewer a day wherever she reads from). */
export const personKey = (userId: string) => `u:${userId}`;

/** Link previews and crawlers read pages too; they are not people looking at her product. */
export const isCrawler = (userAgent: string) => CRAWLER.test(userAgent);

/**
 * Product views (issue 19 §1 Analytics): one row per listing, viewer and IST day, written with `on conflict do
 * nothing`; a trigger keeps the listing's count for the day in `listing_view_days` (migration 0028_wave2). Visitors' salts are random, one per day, kept in app_settings so every node hashes alike, and
 * deleted two days later (the way privacy-first web analytics rotate them).
 */
export function productViewsService({ db, clock, log, analyticsAllowed }: ProductViewsDeps) {
  const salts = new Map<string, Promise<string>>();

  async function loadSalt(day: string): Promise<string> {
    const key = `${SALT_PREFIX}${day}`;
    const read = async () => {
      const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key));
      return row?.value.salt as string | undefined;
    };
    const existing = await read();
    if (existing) return existing;
    await db
      .insert(appSettings)
      .values({ key, value: { salt: randomBytes(32).toString("base64url") } })
      .onConflictDoNothing();
    // Days before yesterday are over: their salts go, and with them any way back to who the visitors were.
    await db
      .delete(appSettings)
      .where(
        and(
          like(appSettings.key, `${SALT_PREFIX}%`),
          lt(appSettings.key, `${SALT_PREFIX}${addDays(day, -1)}`),
        ),
      );
    // Two nodes at once: whichever insert won is the salt everyone uses.
    return (await read())!;
  }

  function saltOf(day: string): Promise<string> {
    let salt = salts.get(day);
    if (!salt) {
      for (const old of salts.keys()) if (old < day) salts.delete(old);
      salt = loadSalt(day).catch((error: unknown) => {
        salts.delete(day);
        throw error;
      });
      salts.set(day, salt);
    }
    return salt;
  }

  /** Records the view (once per viewer and day); false when nothing was counted (a crawler, or counted before). */
  async function record(reader: PageReader): Promise<boolean> {
    if (!reader.viewerId && isCrawler(reader.userAgent)) return false;
    const now = clock.now();
    const day = istDay(now);
    const identified = reader.viewerId && (!analyticsAllowed || (await analyticsAllowed(reader.viewerId)));
    const viewer =
      identified && reader.viewerId
        ? personKey(reader.viewerId)
        : visitorKey(await saltOf(day), reader.address, reader.userAgent);
    const written = await db
      .insert(productViews)
      .values({ listing_id: reader.listingId, viewer_key: viewer, day, created_at: now })
      .onConflictDoNothing()
      .returning({ day: productViews.day });
    return written.length > 0;
  }

  /** Off the page's path: the answer does not wait, and a failure is logged, never hers. */
  function recordInBackground(reader: PageReader): void {
    record(reader).catch((error: unknown) => {
      log.error({ err: error, listingId: reader.listingId }, "product view not recorded");
    });
  }

  return { record, recordInBackground };
}

export type ProductViewsService = ReturnType<typeof productViewsService>;
