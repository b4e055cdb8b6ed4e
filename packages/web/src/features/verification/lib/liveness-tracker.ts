import type { LivenessEvidence } from "../api/submit-verification";
import type { FaceFrame } from "./face-engine";

const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);
const variance = (values: number[]) => {
  const m = mean(values);
  return mean(values.map((v) => (v - m) ** 2));
};
const orNull = (values: number[]) => (values.length ? mean(values) : null);

/**
 * What the camera saw while one face was tracked: head movement, face size (a flat photo moved towards the
 * lens changes size without depth cues), the library's own anti-spoofing and liveness scores, and blink times.
 */
export function createTracker() {
  const xs: number[] = [];
  const ys: number[] = [];
  const sizes: number[] = [];
  const confidence: number[] = [];
  const antispoof: number[] = [];
  const live: number[] = [];
  const blinkTimes: number[] = [];
  return {
    add(frame: FaceFrame, _at: number) {
      if (!frame.box) return;
      xs.push(frame.box.x + frame.box.width / 2);
      ys.push(frame.box.y + frame.box.height / 2);
      sizes.push(frame.box.width * frame.box.height);
      if (frame.confidence !== null) confidence.push(frame.confidence);
      if (frame.antispoof !== null) antispoof.push(frame.antispoof);
      if (frame.liveness !== null) live.push(frame.liveness);
    },
    blinkAt(at: number) {
      blinkTimes.push(at);
    },
    evidence(lighting: number, blinks: number): LivenessEvidence {
      const now = Date.now();
      const movementVariance = variance(xs) + variance(ys);
      const gaps = blinkTimes.slice(1).map((t, i) => t - (blinkTimes[i] ?? t));
      const quality = mean(confidence);
      return {
        livenessData: {
          timestamp: now,
          challengeCompleted: true,
          securityChecks: { singleFace: true, blinkChallenge: blinks >= 3, faceTracked: xs.length > 0 },
        },
        challengeResults: [{ type: "blink", completed: true, confidence: quality, timestamp: now }],
        antiSpoofingMetrics: {
          movementDetected: movementVariance > 1e-6,
          blinkDetected: blinks > 0,
          faceTrackingFrames: xs.length,
          // People do not blink like a metronome: some spread between the gaps.
          naturalBlinkPattern: gaps.length < 2 || variance(gaps) > 100,
          movementVariance,
          lighting,
          imageQuality: quality,
          depthVariation: variance(sizes),
          antispoofScore: orNull(antispoof),
          livenessScore: orNull(live),
        },
      };
    },
  };
}
