import { and, desc, eq, inArray, lte, max, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import { legalAcceptances, legalDocuments, privacyChoices, profiles } from "../../db/schema/index.js";

const documentColumns = {
  slug: legalDocuments.slug,
  version: legalDocuments.version,
  title: legalDocuments.title,
  body: legalDocuments.body,
  summary: legalDocuments.summary,
  material: legalDocuments.material,
  effective_at: legalDocuments.effective_at,
  published_at: legalDocuments.published_at,
};

export type LegalVersionRow = {
  slug: string;
  version: number;
  title: string;
  body: string;
  summary: string | null;
  material: boolean;
  effective_at: Date;
  published_at: Date;
};

/** The version of a policy in effect at `now`: the highest one whose effective date has come. */
export async function findCurrentVersion(db: Db, params: { slug: string; now: Date }) {
  const [row] = await db
    .select(documentColumns)
    .from(legalDocuments)
    .where(and(eq(legalDocuments.slug, params.slug), lte(legalDocuments.effective_at, params.now)))
    .orderBy(desc(legalDocuments.version))
    .limit(1);
  return row ?? null;
}

/** Every version in effect at `now` of the given policies (without bodies). */
export async function listVersionsInEffect(db: Db, params: { slugs: readonly string[]; now: Date }) {
  return db
    .select({
      slug: legalDocuments.slug,
      version: legalDocuments.version,
      title: legalDocuments.title,
      summary: legalDocuments.summary,
      material: legalDocuments.material,
      effective_at: legalDocuments.effective_at,
      published_at: legalDocuments.published_at,
    })
    .from(legalDocuments)
    .where(
      and(inArray(legalDocuments.slug, [...params.slugs]), lte(legalDocuments.effective_at, params.now)),
    );
}

/** The highest version of each policy she has accepted. */
export async function listAcceptedVersions(db: Db, params: { userId: string }) {
  return db
    .select({ slug: legalAcceptances.slug, version: max(legalAcceptances.version) })
    .from(legalAcceptances)
    .where(eq(legalAcceptances.user_id, params.userId))
    .groupBy(legalAcceptances.slug);
}

export async function findJoinedAt(db: Db, params: { userId: string }) {
  const [row] = await db
    .select({ created_at: profiles.created_at })
    .from(profiles)
    .where(eq(profiles.id, params.userId));
  return row?.created_at ?? null;
}

export async function insertAcceptances(
  db: Db,
  params: { userId: string; accepted: readonly { slug: string; version: number }[]; at: Date },
) {
  await db
    .insert(legalAcceptances)
    .values(params.accepted.map((a) => ({ user_id: params.userId, ...a, accepted_at: params.at })))
    .onConflictDoNothing();
}

export type NewVersion = Omit<LegalVersionRow, "published_at"> & { published_at?: Date };

/** Adds a version unless that slug and version exist already (published versions are never rewritten). */
export async function insertVersionIfNew(db: Db, row: NewVersion) {
  const inserted = await db
    .insert(legalDocuments)
    .values(row)
    .onConflictDoNothing()
    .returning({ version: legalDocuments.version });
  return inserted.length > 0;
}

/** The next version number of a policy, taken under a lock so two admins cannot publish the same number. */
export async function nextVersionLocked(db: Db, params: { slug: string }) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`legal:${params.slug}`}))`);
  const [row] = await db
    .select({ version: max(legalDocuments.version) })
    .from(legalDocuments)
    .where(eq(legalDocuments.slug, params.slug));
  return (row?.version ?? 0) + 1;
}

export async function findPrivacyChoices(db: Db, params: { userId: string }) {
  const [row] = await db
    .select({ analytics: privacyChoices.analytics })
    .from(privacyChoices)
    .where(eq(privacyChoices.user_id, params.userId));
  return row ?? null;
}

export async function upsertPrivacyChoices(db: Db, params: { userId: string; analytics: boolean; at: Date }) {
  await db
    .insert(privacyChoices)
    .values({ user_id: params.userId, analytics: params.analytics, updated_at: params.at })
    .onConflictDoUpdate({
      target: privacyChoices.user_id,
      set: { analytics: params.analytics, updated_at: params.at },
    });
}
