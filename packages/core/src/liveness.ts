/** The browser liveness check's figures and pure parts (doc 2 §4 "Verification modal", §8, §9). */

export const LivenessFigures = {
  challenges: 1,
  blinksNeeded: 3,
  durationMs: 10_000,
  maxFailedAttempts: 3,
  /** Eye openness below this counts as closed, and above `openRatio` as open again. */
  closedRatio: 0.18,
  openRatio: 0.23,
  blinkMinMs: 100,
  blinkMaxMs: 1000,
  maxFacesDetected: 5,
  detectionConfidence: 0.3,
  camera: { width: 640, height: 480, facingMode: "user" },
  jpegQuality: 0.8,
  captureDelayMs: 500,
  countdownS: 3,
  autoVerifyDelayMs: 1500,
  maxAutoRetries: 2,
  /** The modal closes this long after the last allowed failure. */
  closeAfterFailureMs: 3000,
} as const;

export const LivenessMessages = {
  cameraErrorTitle: "Camera Error",
  cameraErrorBody: "Please allow camera access",
  cameraDenied: "Camera access denied. Please allow camera permissions to continue.",
  cameraUnavailable: "Camera device not available. Please check your camera and try again.",
  cameraFailed: (detail: string) => `Failed to start camera: ${detail}`,
  challengeDenied: "Camera access denied",
  maxAttempts: "Maximum attempts reached. Verification failed. Please refresh and try again.",
  securityFailed: "Security validation failed. Please complete all liveness checks.",
  multipleFaces: "Multiple Faces Detected!",
  multipleFacesHint: "Please ensure only you are visible in the camera",
  serviceBusy: "Face verification service is temporarily busy. Please wait a moment and try again.",
  sessionExpired: "Your session has expired. Please refresh the page and log in again.",
  serverError: (status: number, statusText: string) => `Server error: ${status} ${statusText}`,
  invalidResponse: "Invalid response format from server",
  retryingTitle: "Retrying verification...",
  retryingBody: "Initial attempt failed, trying again automatically.",
  retryProgress: (n: number) => `Retrying verification (${n}/3)...`,
} as const;

/** Doc 2 §2: what to try when the camera will not start. */
export const CAMERA_TIPS = [
  "Refresh the page and allow camera access",
  "Close other apps that are using the camera",
  "Check that your camera is connected",
  "Try another browser",
] as const;

/** Doc 2 §9: the n-th automatic retry (1-based) waits min(1000 · 2^(n−1), 3000) ms. */
export function retryDelayMs(n: number): number {
  return Math.min(1000 * 2 ** (n - 1), 3000);
}

export type Point = { x: number; y: number };

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * The eye aspect ratio of six eye landmarks (corner, two upper, corner, two lower): the mean vertical opening
 * over the width. Open eyes measure about 0.24–0.40, a squint about 0.16.
 */
export function eyeOpenness([p1, p2, p3, p4, p5, p6]: readonly [
  Point,
  Point,
  Point,
  Point,
  Point,
  Point,
]): number {
  const width = distance(p1, p4);
  if (width === 0) return 0;
  return (distance(p2, p6) + distance(p3, p5)) / (2 * width);
}

export type BlinkCounter = {
  /** Feeds one frame's eye openness at time `atMs`; returns the blinks counted so far. */
  update(ratio: number, atMs: number): number;
  readonly blinks: number;
  readonly done: boolean;
};

/**
 * Doc 2 §4: a blink counts when the openness goes below 0.18 and back above 0.23 within 100–1000 ms. Values
 * between the two thresholds change nothing, so a half-closed squint is never a blink.
 */
export function createBlinkCounter(needed: number = LivenessFigures.blinksNeeded): BlinkCounter {
  let blinks = 0;
  let closedAt: number | null = null;
  return {
    update(ratio, atMs) {
      if (ratio < LivenessFigures.closedRatio) {
        closedAt ??= atMs;
      } else if (ratio > LivenessFigures.openRatio && closedAt !== null) {
        const length = atMs - closedAt;
        if (length >= LivenessFigures.blinkMinMs && length <= LivenessFigures.blinkMaxMs) blinks += 1;
        closedAt = null;
      }
      return blinks;
    },
    get blinks() {
      return blinks;
    },
    get done() {
      return blinks >= needed;
    },
  };
}

/** How a mean eye aspect ratio reads, by the thresholds above: between them it is neither. */
export function eyesState(ratio: number): "open" | "closed" | "between" {
  if (ratio < LivenessFigures.closedRatio) return "closed";
  if (ratio > LivenessFigures.openRatio) return "open";
  return "between";
}

/**
 * The server's own liveness check (decision 006): the browser sends three frames from one blink — eyes open,
 * closed, open again — and the server reads them with the face model. Automatic approval needs all of it.
 */
export const BlinkFrames = {
  count: 3,
  /** The order the eyes must show in the frames. */
  sequence: ["open", "closed", "open"] as const,
  /** Face descriptor similarity (0–1) from which two faces count as one person's: different people measure ~0.2–0.4. */
  sameFaceSimilarity: 0.6,
} as const;

export type FrameReading = { faces: number; eyeOpenness: number | null };

/** What the three frames fail to show of one face blinking, by their eye openness; empty when they show it. */
export function blinkFrameProblems(readings: readonly FrameReading[]): string[] {
  if (readings.length !== BlinkFrames.count)
    return [`${readings.length} frames instead of ${BlinkFrames.count}`];
  const problems: string[] = [];
  readings.forEach((reading, i) => {
    const expected = BlinkFrames.sequence[i];
    if (reading.faces !== 1) problems.push(`frame ${i + 1}: ${reading.faces} faces`);
    else if (reading.eyeOpenness === null) problems.push(`frame ${i + 1}: eyes not found`);
    else if (eyesState(reading.eyeOpenness) !== expected)
      problems.push(`frame ${i + 1}: eyes not ${expected}`);
  });
  return problems;
}

/** Whether every pair of descriptors' similarity reaches the same-face threshold. */
export function oneFace(similarities: readonly number[]): boolean {
  return similarities.length > 0 && similarities.every((s) => s >= BlinkFrames.sameFaceSimilarity);
}
