import {
  livenessEvidenceSchema,
  type VerificationResult,
  type VerificationState,
  type VerifyGenderRequest,
} from "@saheli/core/contracts/verification";
import { AppErrorCode } from "@saheli/core/errors";
import { LivenessMessages } from "@saheli/core/liveness";
import {
  attemptsCounted,
  type Lockout,
  livenessProblems,
  lockout,
  statusOf,
  VerificationConsent,
  VerificationMessages,
  VerificationPolicy,
} from "@saheli/core/verification";
import type { Db } from "../../db/connect.js";
import { AppError } from "../../errors.js";
import type { Clock } from "../../platform/clock.js";
import type { Assessment, FaceCheck } from "../../platform/face-check.js";
import { PRIVATE_FOLDER, type Storage } from "../../platform/storage.js";
import { readBlinkFrame, readSelfie } from "./selfie.js";
import {
  applyOutcome,
  claimSlot,
  countAttempt,
  findConsent,
  findStanding,
  finishRequest,
  insertConsent,
  insertRequest,
  refundAttempt,
  releaseSlot,
} from "./verification.queries.js";

export type VerificationServiceDeps = {
  db: Db;
  clock: Clock;
  storage: Storage;
  faceCheck: FaceCheck;
  log: { warn(obj: object, msg: string): void };
};

export const selfieKey = (userId: string, requestId: string) =>
  `${PRIVATE_FOLDER}verification/${userId}/${requestId}.jpg`;

/** Where a queued request's blink frames wait, beside its selfie; deleted with the decision. */
export const blinkFrameKeys = (userId: string, requestId: string) =>
  [0, 1, 2].map((i) => `${PRIVATE_FOLDER}verification/${userId}/${requestId}-blink-${i}.jpg`);

function refusal(found: Lockout): AppError {
  switch (found.reason) {
    case "alreadyVerified":
      return new AppError(AppErrorCode.CONFLICT, 409, VerificationMessages.alreadyVerified);
    case "inProgress":
      return new AppError(AppErrorCode.CONFLICT, 409, VerificationMessages.inProgress);
    case "cooldown":
      return new AppError(AppErrorCode.VERIFICATION_LOCKED, 429, VerificationMessages.cooldown);
    case "maxAttempts":
      return new AppError(AppErrorCode.VERIFICATION_LOCKED, 429, VerificationMessages.maxAttempts);
  }
}

const securityFailed = () =>
  new AppError(AppErrorCode.SECURITY_VALIDATION_FAILED, 400, VerificationMessages.securityFailed);

/** The person's side of verification: consent, the selfie check, the route without a photo, and appeal. */
export function verificationService({ db, clock, storage, faceCheck, log }: VerificationServiceDeps) {
  async function standingOf(userId: string) {
    const standing = await findStanding(db, userId);
    if (!standing) throw AppError.unauthenticated();
    return standing;
  }

  async function state(userId: string): Promise<VerificationState> {
    const { latest, facts } = await standingOf(userId);
    const now = clock.now();
    const status = statusOf(facts);
    const locked = lockout(facts, now);
    const blocked = locked?.reason === "cooldown" || locked?.reason === "maxAttempts" ? locked : null;
    const consent = await findConsent(db, userId, VerificationConsent.version);
    return {
      status,
      kind: (latest?.kind as VerificationState["kind"]) ?? null,
      attempts_used: attemptsCounted(facts, now),
      max_attempts: VerificationPolicy.maxAttempts,
      retry_at: blocked?.until?.toISOString() ?? null,
      blocked_by: blocked ? (blocked.reason as "cooldown" | "maxAttempts") : null,
      decline_reason: status === "declined" ? (latest?.decision_reason ?? null) : null,
      can_appeal: status === "declined" && latest?.kind !== "appeal",
      consent_version: VerificationConsent.version,
      consented: consent !== null,
    };
  }

  async function consent(userId: string, textVersion: string, userAgent: string | null) {
    if (textVersion !== VerificationConsent.version) {
      throw AppError.badRequest("This consent text has changed. Please reload the page and read it again.");
    }
    await insertConsent(db, { userId, textVersion, userAgent, at: clock.now() });
  }

  /** `POST /api/verify-gender` (doc 2 §7): checks, counts the attempt, then approves or queues for review. */
  async function submit(sessionUserId: string, body: VerifyGenderRequest): Promise<VerificationResult> {
    if (!body.image || !body.userId) throw AppError.badRequest(VerificationMessages.missingData);
    if (body.userId !== sessionUserId) throw AppError.forbidden(VerificationMessages.userMismatch);
    const userId = sessionUserId;
    const { facts } = await standingOf(userId);
    const now = clock.now();
    const locked = lockout(facts, now);
    if (locked) throw refusal(locked);
    const agreed = await findConsent(db, userId, VerificationConsent.version);
    if (!agreed) throw new AppError(AppErrorCode.CONSENT_REQUIRED, 403, VerificationMessages.consentRequired);

    const requestId = await claimSlot(
      db,
      { user_id: userId, kind: "selfie", method: "review", consent_id: agreed.id },
      now,
    );
    if (!requestId) throw refusal({ reason: "inProgress", until: null });
    try {
      if (!(await countAttempt(db, userId, now))) throw refusal({ reason: "maxAttempts", until: null });
      const evidence = livenessEvidenceSchema.safeParse(body);
      if (!evidence.success) throw securityFailed();
      const problems = livenessProblems(evidence.data, now.getTime());
      if (problems.length > 0) {
        log.warn({ userId, problems }, "verification liveness refused");
        throw securityFailed();
      }
      const selfie = await readSelfie(body.image);
      const frames: Buffer[] = [];
      for (const frame of body.blinkFrames ?? []) frames.push(await readBlinkFrame(frame));
      const metrics = evidence.data.antiSpoofingMetrics;
      const liveness: Record<string, number | boolean | null> = {
        blink_confidence: evidence.data.challengeResults.find((r) => r.type === "blink")?.confidence ?? null,
        tracked_frames: metrics.faceTrackingFrames,
        natural_blinks: metrics.naturalBlinkPattern,
        movement: metrics.movementDetected,
        antispoof: metrics.antispoofScore ?? null,
        live: metrics.livenessScore ?? null,
      };
      const assessment = await faceCheck.assess({ selfie, frames });
      Object.assign(liveness, assessment.figures);
      if (assessment.verdict === "approve") return await approveNow(userId, requestId, assessment, liveness);
      return await queueForReview(userId, requestId, { selfie, frames }, assessment, liveness);
    } finally {
      await releaseSlot(db, requestId);
    }
  }

  async function approveNow(
    userId: string,
    requestId: string,
    assessment: Assessment,
    liveness: Record<string, number | boolean | null>,
  ): Promise<VerificationResult> {
    const now = clock.now();
    await db.transaction(async (tx) => {
      await finishRequest(tx, requestId, {
        status: "approved",
        method: assessment.method,
        model_version: assessment.modelVersion,
        assessment: assessment.note,
        liveness,
        decided_at: now,
      });
      await applyOutcome(tx, userId, true, now);
    });
    return {
      isFemale: true,
      message: VerificationMessages.approved,
      details: { status: "approved", method: assessment.method, requestId, livenessPassed: true },
    };
  }

  /** The photo and frames wait, privately, for a person; they are deleted when she decides (review.service). */
  async function queueForReview(
    userId: string,
    requestId: string,
    { selfie, frames }: { selfie: Buffer; frames: Buffer[] },
    assessment: Assessment,
    liveness: Record<string, number | boolean | null>,
  ): Promise<VerificationResult> {
    const key = selfieKey(userId, requestId);
    const frameKeys = blinkFrameKeys(userId, requestId);
    try {
      await storage.put(key, selfie, "image/jpeg");
      for (const [i, frame] of frames.entries())
        await storage.put(frameKeys[i] as string, frame, "image/jpeg");
      await finishRequest(db, requestId, {
        status: "pending",
        method: assessment.method,
        model_version: assessment.modelVersion,
        assessment: assessment.note,
        liveness,
        image_key: key,
      });
    } catch (error) {
      log.warn({ err: error, userId }, "verification could not be queued");
      for (const stored of [key, ...frameKeys]) await storage.delete(stored).catch(() => undefined);
      await refundAttempt(db, userId);
      throw new AppError(AppErrorCode.FACEPP_API_UNAVAILABLE, 503, LivenessMessages.serviceBusy);
    }
    return {
      isFemale: false,
      message: VerificationMessages.pendingReview,
      details: { status: "pending_review", method: assessment.method, requestId, livenessPassed: true },
    };
  }

  /** The route without a photo: a person contacts her and decides. */
  async function requestAlternative(userId: string, message: string) {
    const { facts } = await standingOf(userId);
    const locked = lockout(facts, clock.now());
    if (locked) throw refusal(locked);
    const id = await insertRequest(db, {
      user_id: userId,
      kind: "alternative",
      status: "pending",
      method: "review",
      message,
      created_at: clock.now(),
    });
    if (!id) throw refusal({ reason: "inProgress", until: null });
    return { message: VerificationMessages.alternativeReceived };
  }

  /** One appeal against a decline, which its first reviewer may not decide. */
  async function appeal(userId: string, message: string) {
    const { latest, facts } = await standingOf(userId);
    if (facts.isVerified) throw refusal({ reason: "alreadyVerified", until: null });
    if (facts.pending) throw refusal({ reason: "inProgress", until: null });
    if (latest?.status !== "declined") throw AppError.badRequest(VerificationMessages.nothingToAppeal);
    const alreadyAppealed = new AppError(AppErrorCode.CONFLICT, 409, VerificationMessages.alreadyAppealed);
    if (latest.kind === "appeal") throw alreadyAppealed;
    const id = await insertRequest(db, {
      user_id: userId,
      kind: "appeal",
      status: "pending",
      method: "review",
      message,
      appeal_of: latest.id,
      excluded_reviewer_id: latest.reviewer_id,
      created_at: clock.now(),
    });
    if (!id) throw alreadyAppealed;
    return { message: VerificationMessages.appealReceived };
  }

  return { state, consent, submit, requestAlternative, appeal };
}
