import type { VerificationResult } from "@saheli/core/contracts/verification";
import { api } from "@/lib/api-client";

export type LivenessEvidence = {
  livenessData: { timestamp: number; challengeCompleted: boolean; securityChecks: Record<string, boolean> };
  challengeResults: { type: string; completed: boolean; confidence: number; timestamp: number }[];
  antiSpoofingMetrics: {
    movementDetected: boolean;
    blinkDetected: boolean;
    faceTrackingFrames: number;
    naturalBlinkPattern: boolean;
    movementVariance: number;
    lighting: number;
    imageQuality: number;
    depthVariation: number;
    antispoofScore: number | null;
    livenessScore: number | null;
  };
  /** The last blink's frames (eyes open, closed, open) as JPEG data URLs: the server reads them itself. */
  blinkFrames?: string[];
};

/** `POST /api/verify-gender` (doc 2 §7): the captured frame, the liveness evidence and the blink frames. */
export function submitVerification(image: string, userId: string, evidence: LivenessEvidence) {
  return api.post<VerificationResult>("/api/verify-gender", { image, userId, ...evidence });
}
