import type { PublishLegal } from "@saheli/core/contracts/legal";
import { AppErrorCode } from "@saheli/core/errors";
import { AGREED_SLUGS, type LegalSlug, needsAcceptance } from "@saheli/core/legal";
import type { Db } from "../../db/connect.js";
import { AppError } from "../../errors.js";
import type { Clock } from "../../platform/clock.js";
import {
  findCurrentVersion,
  findJoinedAt,
  insertAcceptances,
  insertVersionIfNew,
  listAcceptedVersions,
  listVersionsInEffect,
  nextVersionLocked,
} from "./legal.queries.js";

export type LegalDeps = { db: Db; clock: Clock; grievanceOfficer: { name: string; email: string } };

export const LegalMessages = {
  notFound: "This policy is not published yet.",
  notCurrent:
    "This version is no longer the current one. Please reload the page and read the current version.",
  notAgreed: "Only the Terms of Service and the Privacy Policy are accepted this way.",
} as const;

/** Saheli's policies: the version in effect, re-acceptance after a material change, and publishing a new one. */
export function legalService({ db, clock, grievanceOfficer }: LegalDeps) {
  async function current(slug: LegalSlug) {
    const row = await findCurrentVersion(db, { slug, now: clock.now() });
    if (!row) throw AppError.notFound(LegalMessages.notFound);
    return {
      slug,
      version: row.version,
      title: row.title,
      body: row.body,
      summary: row.summary,
      material: row.material,
      effective_at: row.effective_at.toISOString(),
      grievance_officer: grievanceOfficer,
    };
  }

  /** The agreed policies she must accept again, each at its current version. */
  async function pending(userId: string) {
    const now = clock.now();
    const [versions, accepted, joinedAt] = await Promise.all([
      listVersionsInEffect(db, { slugs: AGREED_SLUGS, now }),
      listAcceptedVersions(db, { userId }),
      findJoinedAt(db, { userId }),
    ]);
    if (!joinedAt) return [];
    const out = [];
    for (const slug of AGREED_SLUGS) {
      const own = versions.filter((v) => v.slug === slug);
      const acceptedVersion = accepted.find((a) => a.slug === slug)?.version ?? null;
      if (!needsAcceptance({ versions: own, joinedAt, acceptedVersion })) continue;
      const latest = own.reduce((a, b) => (b.version > a.version ? b : a));
      out.push({
        slug,
        version: latest.version,
        title: latest.title,
        summary: latest.summary,
        effective_at: latest.effective_at.toISOString(),
      });
    }
    return out;
  }

  /** Records her acceptance; only the version in effect of an agreed policy can be accepted. */
  async function accept(userId: string, accepted: readonly { slug: LegalSlug; version: number }[]) {
    const now = clock.now();
    for (const item of accepted) {
      if (!(AGREED_SLUGS as readonly string[]).includes(item.slug))
        throw AppError.badRequest(LegalMessages.notAgreed);
      const row = await findCurrentVersion(db, { slug: item.slug, now });
      if (!row || row.version !== item.version) {
        throw new AppError(AppErrorCode.CONFLICT, 409, LegalMessages.notCurrent);
      }
    }
    await insertAcceptances(db, { userId, accepted, at: now });
    return pending(userId);
  }

  /** An admin publishes the next version, in effect at once. */
  async function publish(slug: LegalSlug, input: PublishLegal) {
    const now = clock.now();
    await db.transaction(async (tx) => {
      const version = await nextVersionLocked(tx, { slug });
      await insertVersionIfNew(tx, {
        slug,
        version,
        title: input.title,
        body: input.body,
        summary: input.summary ?? null,
        material: input.material,
        effective_at: now,
        published_at: now,
      });
    });
    return current(slug);
  }

  return { current, pending, accept, publish };
}

export type LegalService = ReturnType<typeof legalService>;
