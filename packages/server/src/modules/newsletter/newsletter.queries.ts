import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import { appSettings, newsletterSubscriptions } from "../../db/schema/index.js";

const columns = {
  id: newsletterSubscriptions.id,
  email: newsletterSubscriptions.email,
  status: newsletterSubscriptions.status,
  requested_at: newsletterSubscriptions.requested_at,
};

export type SubscriptionRow = { id: string; email: string; status: string; requested_at: Date };

export async function findByEmailForUpdate(db: Db, params: { email: string }) {
  const [row] = await db
    .select(columns)
    .from(newsletterSubscriptions)
    .where(sql`lower(${newsletterSubscriptions.email}) = ${params.email.toLowerCase()}`)
    .for("update");
  return row ?? null;
}

export async function findByConfirmHash(db: Db, params: { hash: string }) {
  const [row] = await db
    .select(columns)
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.confirm_token_hash, params.hash))
    .for("update");
  return row ?? null;
}

export async function findByUnsubscribeHash(db: Db, params: { hash: string }) {
  const [row] = await db
    .select(columns)
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.unsubscribe_token_hash, params.hash))
    .for("update");
  return row ?? null;
}

export async function insertPending(
  db: Db,
  params: { email: string; userId: string | null; confirmHash: string; consentText: string; at: Date },
) {
  // The unsubscribe hash is set right after, once the row has the id its signed token names.
  const [row] = await db
    .insert(newsletterSubscriptions)
    .values({
      email: params.email,
      user_id: params.userId,
      status: "pending",
      confirm_token_hash: params.confirmHash,
      unsubscribe_token_hash: "",
      consent_text: params.consentText,
      requested_at: params.at,
    })
    .returning({ id: newsletterSubscriptions.id });
  return row?.id as string;
}

export async function updateSubscription(
  db: Db,
  params: { id: string; set: Partial<typeof newsletterSubscriptions.$inferInsert> },
) {
  await db.update(newsletterSubscriptions).set(params.set).where(eq(newsletterSubscriptions.id, params.id));
}

export async function findSubscription(db: Db, params: { id: string }) {
  const [row] = await db
    .select(columns)
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.id, params.id));
  return row ?? null;
}

/** Every confirmed subscriber, for sending an issue. */
export async function listConfirmed(db: Db) {
  return db
    .select({ id: newsletterSubscriptions.id, email: newsletterSubscriptions.email })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.status, "confirmed"));
}

/** A random key kept in app_settings (made once; every node reads the same one). */
export async function loadOrCreateKey(db: Db, params: { key: string; fresh: () => string }) {
  await db
    .insert(appSettings)
    .values({ key: params.key, value: { secret: params.fresh() } })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, params.key));
  return row?.value.secret as string;
}
