import { readFileSync } from "node:fs";
import { VerificationConsent } from "@saheli/core/verification";
import sharp from "sharp";
import type { App } from "../../src/app.js";
import { rows, signIn } from "./auth.js";
import { as, type Member } from "./people.js";

/** A camera-sized JPEG as the browser sends it. */
export async function selfieDataUrl(format: "jpeg" | "png" = "jpeg", width = 640, height = 480) {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 160, b: 140 } } });
  const bytes = await (format === "jpeg" ? image.jpeg({ quality: 80 }) : image.png()).toBuffer();
  return `data:image/${format};base64,${bytes.toString("base64")}`;
}

/** A JPEG from test/fixtures (see its README) as a data URL. */
export function fixtureDataUrl(name: "blink-open" | "blink-closed" | "stock-photo") {
  const bytes = readFileSync(new URL(`../fixtures/${name}.jpg`, import.meta.url));
  return `data:image/jpeg;base64,${bytes.toString("base64")}`;
}

/** One face blinking, as the liveness check captures it: eyes open, closed, open again, and the photo after. */
export function blinkingFace() {
  const open = fixtureDataUrl("blink-open");
  return { image: open, blinkFrames: [open, fixtureDataUrl("blink-closed"), open] };
}

/** Liveness evidence as the modal reports it after three blinks at `at` (ms). */
export function livenessAt(at: number) {
  return {
    livenessData: { timestamp: at, challengeCompleted: true, securityChecks: { singleFace: true } },
    challengeResults: [{ type: "blink", completed: true, confidence: 0.92, timestamp: at - 200 }],
    antiSpoofingMetrics: {
      movementDetected: true,
      blinkDetected: true,
      faceTrackingFrames: 84,
      naturalBlinkPattern: true,
      movementVariance: 0.02,
      lighting: 0.61,
      imageQuality: 0.8,
      depthVariation: 0.1,
      antispoofScore: 0.9,
      livenessScore: 0.88,
    },
  };
}

/** A newly signed-in person (not verified) who has agreed to the consent text. */
export async function newcomer(app: App, email: string): Promise<Member> {
  const { jar, userId } = await signIn(app, email);
  const who = { jar, id: userId, email };
  const agreed = await as(app, who).post("/api/verification/consent", {
    text_version: VerificationConsent.version,
  });
  if (agreed.statusCode !== 200) throw new Error(`consent failed: ${agreed.body}`);
  return who;
}

export async function makeAdmin(app: App, email: string): Promise<Member> {
  const { jar, userId } = await signIn(app, email);
  await rows(
    app,
    "update profiles set role = 'A', gender = true, gender_verified = true, is_verified = true where id = $1",
    [userId],
  );
  return { jar, id: userId, email };
}

export async function submitSelfie(app: App, who: Member, at: number, extra: Record<string, unknown> = {}) {
  return as(app, who).post("/api/verify-gender", {
    image: await selfieDataUrl(),
    userId: who.id,
    ...livenessAt(at),
    ...extra,
  });
}

export async function profileFlags(app: App, id: string) {
  const [row] = await rows(
    app,
    "select gender, gender_verified, is_verified, verification_attempts from profiles where id = $1",
    [id],
  );
  return row as {
    gender: boolean | null;
    gender_verified: boolean;
    is_verified: boolean;
    verification_attempts: number;
  };
}
