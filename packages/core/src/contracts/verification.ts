import { z } from "zod";
import { BlinkFrames } from "../liveness";
import { VerificationPolicy } from "../verification";
import { personSummarySchema } from "./people";

/**
 * `POST /api/verify-gender` (doc 2 §7). The image and user id are checked by the service so a missing one gets
 * the spec's 'Missing required data for verification'; the liveness parts are checked there too, because a
 * forged or incomplete payload still counts as an attempt.
 */
export const verifyGenderRequestSchema = z.object({
  image: z.string().optional(),
  userId: z.string().optional(),
  livenessData: z.unknown().optional(),
  challengeResults: z.unknown().optional(),
  antiSpoofingMetrics: z.unknown().optional(),
  /**
   * Three JPEG frames (data URLs) from one blink of the liveness check: eyes open, closed, open again. The
   * server reads them itself; without them, or when they do not show it, a person reviews the request.
   */
  blinkFrames: z.array(z.string()).max(BlinkFrames.count).optional(),
});
export type VerifyGenderRequest = z.infer<typeof verifyGenderRequestSchema>;

const moment = z.number().finite();

export const livenessEvidenceSchema = z.object({
  livenessData: z.object({
    timestamp: moment,
    challengeCompleted: z.boolean(),
    securityChecks: z.record(z.string(), z.unknown()).optional(),
  }),
  challengeResults: z
    .array(
      z.object({
        type: z.string().max(40),
        completed: z.boolean(),
        confidence: z.number().min(0).max(1),
        timestamp: moment,
      }),
    )
    .min(1)
    .max(10),
  antiSpoofingMetrics: z.object({
    movementDetected: z.boolean(),
    blinkDetected: z.boolean(),
    faceTrackingFrames: z.number().int().min(0),
    naturalBlinkPattern: z.boolean(),
    movementVariance: z.number().finite(),
    lighting: z.number().finite(),
    imageQuality: z.number().finite(),
    depthVariation: z.number().finite(),
    /** The face library's own scores (0–1), when it gave them. */
    antispoofScore: z.number().min(0).max(1).nullable().optional(),
    livenessScore: z.number().min(0).max(1).nullable().optional(),
  }),
});

export const verificationResultSchema = z.object({
  isFemale: z.boolean(),
  message: z.string(),
  details: z.object({
    status: z.enum(["approved", "pending_review"]),
    method: z.string(),
    requestId: z.uuid(),
    livenessPassed: z.boolean(),
  }),
});
export type VerificationResult = z.infer<typeof verificationResultSchema>;

export const verificationStateSchema = z.object({
  status: z.enum(["unverified", "pending", "approved", "declined"]),
  /** The kind of the pending or last decided request. */
  kind: z.enum(["selfie", "alternative", "appeal"]).nullable(),
  attempts_used: z.number().int(),
  max_attempts: z.number().int(),
  /** When a new attempt is possible again (cooldown or attempts used up), else null. */
  retry_at: z.string().nullable(),
  blocked_by: z.enum(["cooldown", "maxAttempts"]).nullable(),
  decline_reason: z.string().nullable(),
  can_appeal: z.boolean(),
  consent_version: z.string(),
  consented: z.boolean(),
});
export type VerificationState = z.infer<typeof verificationStateSchema>;

export const consentRequestSchema = z.object({ text_version: z.string().min(1).max(40) });

const personalMessage = z
  .string()
  .trim()
  .min(VerificationPolicy.messageMin, `Please write at least ${VerificationPolicy.messageMin} characters.`)
  .max(VerificationPolicy.messageMax, `Please keep it under ${VerificationPolicy.messageMax} characters.`);

export const personalMessageSchema = z.object({ message: personalMessage });

export const messageResponseSchema = z.object({ message: z.string() });

export const reviewItemSchema = z.object({
  id: z.uuid(),
  kind: z.enum(["selfie", "alternative", "appeal"]),
  person: personSummarySchema.pick({ id: true, username: true, full_name: true, avatar_url: true }).extend({
    email: z.string().nullable(),
  }),
  created_at: z.string(),
  /** The person's own words: how she would like to be verified, or why she appeals. */
  message: z.string().nullable(),
  has_image: z.boolean(),
  /** What the automated check said, when one ran: never a decision, only a note for the reviewer. */
  assessment: z.string().nullable(),
  liveness: z.record(z.string(), z.union([z.number(), z.boolean(), z.null()])).nullable(),
  /** For an appeal: the decision appealed. */
  appealed: z.object({ reason: z.string().nullable(), decided_at: z.string().nullable() }).nullable(),
  can_decide: z.boolean(),
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;

export const reviewQueueSchema = z.object({ items: z.array(reviewItemSchema) });

export const decisionRequestSchema = z
  .object({
    decision: z.enum(["approve", "decline"]),
    reason: z.string().trim().max(VerificationPolicy.reasonMax).default(""),
  })
  .refine((d) => d.decision === "approve" || d.reason.length >= VerificationPolicy.reasonMin, {
    message: "Please give a reason of at least 10 characters for declining.",
    path: ["reason"],
  });

export const decisionResponseSchema = z.object({
  id: z.uuid(),
  status: z.enum(["approved", "declined"]),
  policy_version: z.number().int(),
});

export const reviewPolicySchema = z.object({
  version: z.number().int(),
  text: z.string(),
  updated_at: z.string(),
  updated_by: z.string().nullable(),
});
export type ReviewPolicy = z.infer<typeof reviewPolicySchema>;

export const policyUpdateSchema = z.object({
  text: z.string().trim().min(VerificationPolicy.criteriaMin).max(VerificationPolicy.criteriaMax),
});
