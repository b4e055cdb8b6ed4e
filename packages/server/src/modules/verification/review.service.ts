import type { ReviewItem, ReviewPolicy } from "@saheli/core/contracts/verification";
import { AppErrorCode } from "@saheli/core/errors";
import { storedLanguage } from "@saheli/core/i18n/notices/words";
import { VerificationMessages } from "@saheli/core/verification";
import { aliasedTable, asc, desc, eq, getTableColumns, inArray } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import { profiles, verificationPolicies, verificationRequests } from "../../db/schema/index.js";
import { AppError } from "../../errors.js";
import type { Clock } from "../../platform/clock.js";
import type { Mailer } from "../../platform/messaging.js";
import type { Storage } from "../../platform/storage.js";
import { applyOutcome, finishRequest, type RequestRow } from "./verification.queries.js";
import { blinkFrameKeys } from "./verification.service.js";
import { outcomeEmail } from "./verification-mail.js";

export type ReviewServiceDeps = {
  db: Db;
  clock: Clock;
  storage: Storage;
  mailer: Mailer;
  publicUrl: string;
  log: { error(obj: object, msg: string): void };
};

function appealedDecision(original: { reason: string | null; decided_at: Date | null } | undefined) {
  return original
    ? { reason: original.reason, decided_at: original.decided_at?.toISOString() ?? null }
    : null;
}
const author = aliasedTable(profiles, "author");

const mayDecide = (request: Pick<RequestRow, "user_id" | "excluded_reviewer_id">, reviewerId: string) =>
  request.user_id !== reviewerId && request.excluded_reviewer_id !== reviewerId;

/** The admins' side: the queue, the photo while pending, decisions with the policy version, and the policy. */
export function reviewService({ db, clock, storage, mailer, publicUrl, log }: ReviewServiceDeps) {
  async function queue(reviewerId: string): Promise<ReviewItem[]> {
    const rows = await db
      .select({
        request: getTableColumns(verificationRequests),
        person: {
          id: profiles.id,
          username: profiles.username,
          full_name: profiles.full_name,
          avatar_url: profiles.avatar_url,
          email: profiles.email,
        },
      })
      .from(verificationRequests)
      .innerJoin(profiles, eq(profiles.id, verificationRequests.user_id))
      .where(eq(verificationRequests.status, "pending"))
      .orderBy(asc(verificationRequests.created_at))
      .limit(100);
    const appealedIds = rows.flatMap(({ request }) => (request.appeal_of ? [request.appeal_of] : []));
    const originals = new Map(
      appealedIds.length === 0
        ? []
        : (
            await db
              .select({
                id: verificationRequests.id,
                reason: verificationRequests.decision_reason,
                decided_at: verificationRequests.decided_at,
              })
              .from(verificationRequests)
              .where(inArray(verificationRequests.id, appealedIds))
          ).map((row) => [row.id, row]),
    );
    return rows.map(({ request, person }) => ({
      id: request.id,
      kind: request.kind as ReviewItem["kind"],
      person,
      created_at: request.created_at.toISOString(),
      message: request.message,
      has_image: request.image_key !== null,
      assessment: request.method === "review" ? null : request.assessment,
      liveness: request.liveness ?? null,
      appealed: appealedDecision(request.appeal_of ? originals.get(request.appeal_of) : undefined),
      can_decide: mayDecide(request, reviewerId),
    }));
  }

  async function findRequest(id: string) {
    const [row] = await db.select().from(verificationRequests).where(eq(verificationRequests.id, id));
    if (!row) throw AppError.notFound("Verification request not found");
    return row;
  }

  /** The selfie, only for a reviewer who may decide it and only while it is pending. */
  async function image(reviewerId: string, id: string) {
    const request = await findRequest(id);
    if (!mayDecide(request, reviewerId)) throw AppError.forbidden(VerificationMessages.differentReviewer);
    const file =
      request.status === "pending" && request.image_key ? await storage.get(request.image_key) : null;
    if (!file) throw AppError.notFound(VerificationMessages.imageGone);
    return file;
  }

  /**
   * Approve or decline. The photo is deleted inside the same transaction: if the file cannot be deleted, the
   * decision is not recorded either, so no decided request ever leaves a photo behind.
   */
  async function decide(reviewerId: string, id: string, approve: boolean, reason: string) {
    const now = clock.now();
    const outcome = await db.transaction(async (tx) => {
      const [request] = await tx
        .select()
        .from(verificationRequests)
        .where(eq(verificationRequests.id, id))
        .for("update");
      if (!request) throw AppError.notFound("Verification request not found");
      if (request.status !== "pending") {
        throw new AppError(AppErrorCode.CONFLICT, 409, VerificationMessages.alreadyDecided);
      }
      if (request.user_id === reviewerId) throw AppError.forbidden(VerificationMessages.ownRequest);
      if (request.excluded_reviewer_id === reviewerId) {
        throw AppError.forbidden(VerificationMessages.differentReviewer);
      }
      const policy = await currentPolicyVersion(tx);
      const status = approve ? "approved" : "declined";
      await finishRequest(tx, id, {
        status,
        reviewer_id: reviewerId,
        decision_reason: reason || null,
        policy_version: policy,
        decided_at: now,
        image_key: null,
      });
      await applyOutcome(tx, request.user_id, approve, now);
      if (request.image_key) await storage.delete(request.image_key);
      if (request.kind === "selfie") {
        for (const key of blinkFrameKeys(request.user_id, request.id)) await storage.delete(key);
      }
      return { userId: request.user_id, status, policy } as const;
    });
    await tellThePerson(outcome.userId, approve, reason);
    return { id, status: outcome.status, policy_version: outcome.policy };
  }

  async function tellThePerson(userId: string, approved: boolean, reason: string) {
    const [person] = await db
      .select({ email: profiles.email, full_name: profiles.full_name, language: profiles.language })
      .from(profiles)
      .where(eq(profiles.id, userId));
    if (!person?.email) return;
    try {
      await mailer.send({
        to: person.email,
        ...outcomeEmail(person.full_name, approved, reason, publicUrl, storedLanguage(person.language)),
      });
    } catch (error) {
      log.error({ err: error, userId }, "verification outcome e-mail failed");
    }
  }

  async function currentPolicyVersion(tx: Pick<Db, "select">): Promise<number> {
    const [row] = await tx
      .select({ version: verificationPolicies.version })
      .from(verificationPolicies)
      .orderBy(desc(verificationPolicies.version))
      .limit(1);
    if (!row) throw new Error("No verification policy: migration 0004 inserts the first one");
    return row.version;
  }

  async function policy(): Promise<ReviewPolicy> {
    const [row] = await db
      .select({ policy: verificationPolicies, author: author.full_name })
      .from(verificationPolicies)
      .leftJoin(author, eq(author.id, verificationPolicies.created_by))
      .orderBy(desc(verificationPolicies.version))
      .limit(1);
    if (!row) throw new Error("No verification policy: migration 0004 inserts the first one");
    return {
      version: row.policy.version,
      text: row.policy.text,
      updated_at: row.policy.created_at.toISOString(),
      updated_by: row.author,
    };
  }

  async function updatePolicy(adminId: string, text: string): Promise<ReviewPolicy> {
    await db.insert(verificationPolicies).values({ text, created_by: adminId, created_at: clock.now() });
    return policy();
  }

  return { queue, image, decide, policy, updatePolicy };
}
