import { describe, expect, it } from "vitest";
import {
  attemptsCounted,
  type LivenessEvidence,
  livenessProblems,
  lockout,
  restrictedMessage,
  type StandingFacts,
  statusOf,
  VerificationMessages,
} from "./verification";

const now = new Date("2026-11-23T12:00:00Z");
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
const fresh: StandingFacts = {
  isVerified: false,
  attempts: 0,
  lastAttemptAt: null,
  pending: false,
  lastDecision: null,
};

describe("lockout", () => {
  it("lets a newcomer try", () => {
    expect(lockout(fresh, now)).toBeNull();
  });

  it("refuses the verified, and anyone with a request open", () => {
    expect(lockout({ ...fresh, isVerified: true }, now)?.reason).toBe("alreadyVerified");
    expect(lockout({ ...fresh, pending: true }, now)?.reason).toBe("inProgress");
  });

  it("holds five attempts against her for 24 hours after the last one", () => {
    const used = { ...fresh, attempts: 5, lastAttemptAt: hoursAgo(23) };
    expect(lockout(used, now)).toEqual({ reason: "maxAttempts", until: new Date(now.getTime() + 3_600_000) });
    expect(lockout({ ...used, attempts: 4 }, now)).toBeNull();
    expect(lockout({ ...used, lastAttemptAt: hoursAgo(24) }, now)).toBeNull();
    expect(attemptsCounted({ attempts: 5, lastAttemptAt: hoursAgo(25) }, now)).toBe(0);
  });

  it("starts a 24-hour cooldown after a decline, not after an approval", () => {
    const declined = { ...fresh, lastDecision: { status: "declined" as const, decidedAt: hoursAgo(2) } };
    expect(lockout(declined, now)?.reason).toBe("cooldown");
    expect(
      lockout({ ...declined, lastDecision: { status: "declined", decidedAt: hoursAgo(24) } }, now),
    ).toBeNull();
  });
});

describe("status and the restricted message", () => {
  it("names each standing", () => {
    expect(statusOf(fresh)).toBe("unverified");
    expect(statusOf({ ...fresh, pending: true })).toBe("pending");
    expect(statusOf({ ...fresh, lastDecision: { status: "declined", decidedAt: now } })).toBe("declined");
    expect(statusOf({ ...fresh, isVerified: true })).toBe("approved");
    expect(restrictedMessage("pending")).toBe(VerificationMessages.requiredPending);
    expect(restrictedMessage("declined")).toContain("browse and buy products");
  });
});

describe("livenessProblems", () => {
  const at = now.getTime();
  const evidence = (over: Partial<LivenessEvidence> = {}): LivenessEvidence => ({
    livenessData: { timestamp: at - 5_000, challengeCompleted: true },
    challengeResults: [{ type: "blink", completed: true, confidence: 0.9, timestamp: at - 6_000 }],
    antiSpoofingMetrics: { blinkDetected: true, faceTrackingFrames: 60 },
    ...over,
  });

  it("accepts a challenge completed moments ago", () => {
    expect(livenessProblems(evidence(), at)).toEqual([]);
  });

  it("refuses an old or future timestamp, an unfinished challenge and too little tracking", () => {
    expect(
      livenessProblems(
        evidence({ livenessData: { timestamp: at - 10 * 60_000, challengeCompleted: true } }),
        at,
      ),
    ).toContain("liveness timestamp not recent");
    expect(
      livenessProblems(
        evidence({ livenessData: { timestamp: at + 5 * 60_000, challengeCompleted: true } }),
        at,
      ),
    ).toContain("liveness timestamp not recent");
    expect(
      livenessProblems(evidence({ livenessData: { timestamp: at, challengeCompleted: false } }), at),
    ).toContain("challenge not completed");
    expect(livenessProblems(evidence({ challengeResults: [] }), at)).toContain(
      "no completed blink challenge",
    );
    expect(
      livenessProblems(
        evidence({ antiSpoofingMetrics: { blinkDetected: false, faceTrackingFrames: 2 } }),
        at,
      ),
    ).toEqual(["no blink detected", "too few tracked frames"]);
  });
});
