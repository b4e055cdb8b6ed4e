import { type BlinkCheck, modelBlinkCheck } from "./blink-check.js";
import { loadFaceModel } from "./face-model.js";

/**
 * Automated face checks behind one interface (decision 006). A check may only say "approve" or "review":
 * nothing automated declines a person, so every doubt, error or outage ends in the review queue.
 */
export type Assessment = {
  verdict: "approve" | "review";
  method: "review" | "facepp";
  modelVersion: string | null;
  /** A note for the reviewer; never shown as a reason to the person. */
  note: string;
  /** The server's own liveness figures (numbers only), kept with the request. */
  figures?: Record<string, number | boolean | null>;
};

/** The re-encoded selfie and the blink frames (open, closed, open) sent with it. */
export type FacePhotos = { selfie: Buffer; frames: Buffer[] };

export interface FaceCheck {
  assess(photos: FacePhotos): Promise<Assessment>;
}

/** The default: people decide everything. */
export const reviewOnly: FaceCheck = {
  async assess() {
    return {
      verdict: "review",
      method: "review",
      modelVersion: null,
      note: "Queued for review by a person.",
    };
  },
};

export type FaceppOptions = {
  baseUrl: string;
  apiKey: string;
  apiSecret: string;
  timeoutMs?: number;
  /** The server's own liveness check, which must pass before Face++ is asked. */
  blinkCheck?: BlinkCheck;
};

type FaceppFace = {
  attributes?: {
    gender?: { value?: string };
    facequality?: { value?: number; threshold?: number };
    blur?: { blurness?: { value?: number; threshold?: number } };
  };
};
type FaceppAnswer = { faces?: FaceppFace[]; error_message?: string };

const FACEPP_MODEL = "facepp-detect-v3";

/**
 * The server's blink check, then Face++ Detect (`POST /facepp/v3/detect`, form fields, gender and quality
 * attributes). The browser's liveness report is never enough: the server must see one face blink in the frames
 * and the same face in the photo, or a person reviews it, and only then does the photo go to Face++. It
 * approves only one sharp, good-quality face judged female; Face++ gives no confidence for gender, so image
 * quality stands in.
 */
export function faceppCheck({
  baseUrl,
  apiKey,
  apiSecret,
  timeoutMs = 8000,
  blinkCheck = modelBlinkCheck(loadFaceModel),
}: FaceppOptions): FaceCheck {
  return {
    async assess({ selfie, frames }) {
      const blink = await blinkCheck.check(frames, selfie);
      if (!blink.passed) {
        return {
          verdict: "review",
          method: "facepp",
          modelVersion: blink.modelVersion,
          note: blink.note,
          figures: blink.figures,
        };
      }
      const verdict = await askFacepp(selfie);
      return {
        ...verdict,
        modelVersion: `${FACEPP_MODEL} + ${blink.modelVersion}`,
        figures: blink.figures,
      };
    },
  };

  async function askFacepp(jpeg: Buffer): Promise<Assessment> {
    const review = (note: string): Assessment => ({
      verdict: "review",
      method: "facepp",
      modelVersion: FACEPP_MODEL,
      note,
    });
    const form = new URLSearchParams({
      api_key: apiKey,
      api_secret: apiSecret,
      image_base64: jpeg.toString("base64"),
      return_attributes: "gender,facequality,blur",
    });
    let answer: FaceppAnswer;
    try {
      const response = await fetch(new URL("/facepp/v3/detect", baseUrl), {
        method: "POST",
        body: form,
        signal: AbortSignal.timeout(timeoutMs),
      });
      answer = (await response.json()) as FaceppAnswer;
      if (!response.ok)
        return review(`Face++ unavailable (${response.status} ${answer.error_message ?? ""}).`);
    } catch (error) {
      return review(`Face++ unavailable (${(error as Error).name}).`);
    }
    const faces = answer.faces ?? [];
    if (faces.length !== 1) return review(`Face++ found ${faces.length} faces.`);
    const attributes = faces[0]?.attributes ?? {};
    const quality = attributes.facequality;
    const blur = attributes.blur?.blurness;
    const sharp = blur?.value !== undefined && blur.threshold !== undefined && blur.value < blur.threshold;
    const good =
      quality?.value !== undefined && quality.threshold !== undefined && quality.value >= quality.threshold;
    if (!good || !sharp) return review("Face++ judged the photo's quality too low to be confident.");
    if (attributes.gender?.value !== "Female")
      return review("Face++ was not confident; a person should look.");
    return {
      verdict: "approve",
      method: "facepp",
      modelVersion: FACEPP_MODEL,
      note: "Approved by Face++.",
    };
  }
}
