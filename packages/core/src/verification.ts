/**
 * Verification policy and wording (doc 2 §4, §5, §8, §9; decision 006): a person may try five times, then
 * waits 24 hours; a decline is followed by 24 hours before re-verifying, or one appeal to another reviewer.
 * Automation may approve but never declines: everything it is unsure of goes to a person.
 */

export const VerificationPolicy = {
  maxAttempts: 5,
  cooldownHours: 24,
  /** The liveness check must have finished this recently when the photo arrives. */
  livenessMaxAgeMs: 2 * 60_000,
  /** Clocks differ: a liveness timestamp this far ahead of the server is still accepted. */
  clockSkewMs: 30_000,
  maxImageBytes: 5 * 1024 * 1024,
  minImageSide: 160,
  maxImageSide: 4096,
  /** Each of the three blink frames: a camera frame (640×480 asked for, 1080p at most). */
  maxFrameBytes: 512 * 1024,
  maxFrameSide: 1920,
  minTrackedFrames: 5,
  reasonMin: 10,
  reasonMax: 500,
  messageMin: 20,
  messageMax: 1000,
  /** The reviewers' written criteria. */
  criteriaMin: 50,
  criteriaMax: 10_000,
  /** How long an unfinished submission holds the one-at-a-time slot before it counts as abandoned. */
  inFlightMs: 2 * 60_000,
} as const;

const HOUR_MS = 3_600_000;

export const VerificationMessages = {
  missingData: "Missing required data for verification",
  inProgress: "Verification already in progress",
  invalidResponse: "Invalid verification response - missing required fields",
  alreadyVerified: "Already verified",
  maxAttempts: "Maximum verification attempts exceeded",
  cooldown: "Cooldown period active",
  userMismatch: "User ID mismatch",
  securityFailed: "Security validation failed. Please complete all liveness checks.",
  notJpeg: "The photo must be a JPEG image taken by your camera.",
  badImageSize: "The photo is too small or too large. Please retake it.",
  consentRequired: "Please read and accept how your photo is used before verifying.",
  approved: "Verification successful. Welcome to Saheli!",
  pendingReview:
    "Thank you. A member of our team will review your verification, usually within a day. We will e-mail you the outcome.",
  alternativeReceived:
    "Thank you. A member of our team will contact you by e-mail to verify you without a photo, usually within two working days.",
  appealReceived: "Your appeal has been sent to a different reviewer. We will e-mail you the outcome.",
  alreadyAppealed: "You have already appealed this decision.",
  nothingToAppeal: "There is no declined verification to appeal.",
  alreadyDecided: "This request has already been decided.",
  differentReviewer: "A different reviewer must decide this appeal.",
  ownRequest: "You cannot decide your own verification.",
  reasonRequired: "Please give a reason of at least 10 characters for declining.",
  adminsOnly: "Only admins can review verifications.",
  imageGone: "The photo is no longer available: it is deleted once a request is decided.",
  requiredUnverified:
    "Please verify yourself first. Posting, commenting, messaging members, joining groups and opening a shop are for verified members.",
  requiredPending:
    "Your verification is pending review. You can browse and buy in the meantime; posting, commenting, messaging members, joining groups and opening a shop unlock once you are verified.",
  requiredDeclined:
    "Saheli's community is for women. You can still browse and buy products, support women-owned businesses and read educational content.",
} as const;

/** The consent shown before the camera opens. A new version of the text needs a new consent. */
export const VerificationConsent = {
  version: "2026-11-23",
  title: "Before we open your camera",
  sections: [
    {
      heading: "What we capture",
      body: "A short live video stays on your device to check that a real person is present (you will be asked to blink). One photo of your face is sent to Saheli.",
    },
    {
      heading: "Why",
      body: "Saheli is a community for women. The photo lets us confirm this, to keep the community safe for its members.",
    },
    {
      heading: "Who decides",
      body: "An automated check may approve you straight away. It never turns anyone down: if it is unsure, a trained member of our team looks at your photo. If you are declined you can appeal once, and a different person reviews it.",
    },
    {
      heading: "What we keep",
      body: "Your photo is deleted as soon as a decision is made. We keep only the outcome, how it was reached, who decided and when, for as long as you have an account.",
    },
    {
      heading: "Prefer not to use your camera?",
      body: "Ask for a review by a person instead: tell us how you would like to be verified (for example a short video call or a reference from a women's business association) and we will contact you by e-mail.",
    },
  ],
  agree: "I agree, open my camera",
  alternative: "Verify without a photo",
} as const;

export type VerificationStatus = "unverified" | "pending" | "approved" | "declined";
export type RequestKind = "selfie" | "alternative" | "appeal";

/** What a person's profile and latest decided or pending request say about her standing. */
export type StandingFacts = {
  isVerified: boolean;
  attempts: number;
  lastAttemptAt: Date | null;
  pending: boolean;
  lastDecision: { status: "approved" | "declined"; decidedAt: Date } | null;
};

export type Lockout = {
  reason: "alreadyVerified" | "inProgress" | "cooldown" | "maxAttempts";
  until: Date | null;
};

/** Why a new submission is refused now, if it is. Attempts older than the cooldown no longer count. */
export function lockout(facts: StandingFacts, now: Date): Lockout | null {
  const cooldownMs = VerificationPolicy.cooldownHours * HOUR_MS;
  if (facts.isVerified) return { reason: "alreadyVerified", until: null };
  if (facts.pending) return { reason: "inProgress", until: null };
  if (facts.lastDecision?.status === "declined") {
    const until = new Date(facts.lastDecision.decidedAt.getTime() + cooldownMs);
    if (until > now) return { reason: "cooldown", until };
  }
  if (attemptsCounted(facts, now) >= VerificationPolicy.maxAttempts && facts.lastAttemptAt) {
    return { reason: "maxAttempts", until: new Date(facts.lastAttemptAt.getTime() + cooldownMs) };
  }
  return null;
}

/** Attempts still held against her: the count resets once the last attempt is a cooldown old. */
export function attemptsCounted(facts: Pick<StandingFacts, "attempts" | "lastAttemptAt">, now: Date): number {
  if (!facts.lastAttemptAt) return 0;
  const expired = now.getTime() - facts.lastAttemptAt.getTime() >= VerificationPolicy.cooldownHours * HOUR_MS;
  return expired ? 0 : facts.attempts;
}

export function statusOf(
  facts: Pick<StandingFacts, "isVerified" | "pending" | "lastDecision">,
): VerificationStatus {
  if (facts.isVerified) return "approved";
  if (facts.pending) return "pending";
  return facts.lastDecision?.status === "declined" ? "declined" : "unverified";
}

/** The message a person gets when she reaches something for verified members only. */
export function restrictedMessage(status: VerificationStatus): string {
  if (status === "pending") return VerificationMessages.requiredPending;
  if (status === "declined") return VerificationMessages.requiredDeclined;
  return VerificationMessages.requiredUnverified;
}

export type LivenessEvidence = {
  livenessData: { timestamp: number; challengeCompleted: boolean; securityChecks?: Record<string, unknown> };
  challengeResults: { type: string; completed: boolean; confidence: number; timestamp: number }[];
  antiSpoofingMetrics: { blinkDetected: boolean; faceTrackingFrames: number };
};

/**
 * The server's check that the browser really ran the liveness flow just now: the challenge completed, a blink
 * seen, faces tracked, and timestamps recent — an old or copied payload fails. Returns the failed checks.
 */
export function livenessProblems(evidence: LivenessEvidence, nowMs: number): string[] {
  const { livenessData, challengeResults, antiSpoofingMetrics } = evidence;
  const recent = (at: number) =>
    at >= nowMs - VerificationPolicy.livenessMaxAgeMs && at <= nowMs + VerificationPolicy.clockSkewMs;
  const problems: string[] = [];
  if (!livenessData.challengeCompleted) problems.push("challenge not completed");
  if (!recent(livenessData.timestamp)) problems.push("liveness timestamp not recent");
  const blink = challengeResults.find((r) => r.type === "blink" && r.completed);
  if (!blink) problems.push("no completed blink challenge");
  else if (!recent(blink.timestamp)) problems.push("challenge timestamp not recent");
  if (!antiSpoofingMetrics.blinkDetected) problems.push("no blink detected");
  if (antiSpoofingMetrics.faceTrackingFrames < VerificationPolicy.minTrackedFrames) {
    problems.push("too few tracked frames");
  }
  return problems;
}
