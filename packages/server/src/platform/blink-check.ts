import { BlinkFrames, blinkFrameProblems, oneFace } from "@saheli/core/liveness";
import type { FaceModel } from "./face-model.js";

/** The server's own reading of the blink: never the browser's word (decision 006). */
export type BlinkVerdict = {
  passed: boolean;
  modelVersion: string | null;
  /** For the reviewer: what was not shown. Never any face data. */
  note: string;
  /** Numbers only, kept with the request's liveness figures. */
  figures: Record<string, number | boolean | null>;
};

export interface BlinkCheck {
  /** Three re-encoded JPEG frames (open, closed, open) and the selfie, which must show the same face. */
  check(frames: Buffer[], selfie: Buffer): Promise<BlinkVerdict>;
}

const round = (value: number | null | undefined) =>
  value === null || value === undefined ? null : Math.round(value * 1000) / 1000;

/** The blink check on the face model in this process (loaded on first use). */
export function modelBlinkCheck(loadModel: () => Promise<FaceModel>): BlinkCheck {
  // The error's name and message only: tfjs's errors carry shapes and kernel names, never pixels.
  const broken = (error: unknown): BlinkVerdict => {
    const { name, message } = error instanceof Error ? error : new Error(String(error));
    return {
      passed: false,
      modelVersion: null,
      note: `The server's blink check could not run (${name}: ${message.slice(0, 200)}).`,
      figures: { server_blink: false },
    };
  };
  return {
    async check(frames, selfie) {
      try {
        return await checkWith(frames, selfie);
      } catch (error) {
        return broken(error);
      }
    },
  };

  async function checkWith(frames: Buffer[], selfie: Buffer): Promise<BlinkVerdict> {
    const failed = (note: string, modelVersion: string | null = null): BlinkVerdict => ({
      passed: false,
      modelVersion,
      note,
      figures: { server_blink: false },
    });
    if (frames.length !== BlinkFrames.count) {
      return failed("No blink frames came with the photo, so the server could not check that she was live.");
    }
    const model = await loadModel();
    const readings = [];
    for (const image of frames) readings.push(await model.read(image));
    const [open, closed, reopened] = readings;
    const figures = {
      server_blink: false,
      eyes_before: round(open?.eyeOpenness),
      eyes_closed: round(closed?.eyeOpenness),
      eyes_after: round(reopened?.eyeOpenness),
      same_face: null as number | null,
    };
    const problems = blinkFrameProblems(readings);
    // The photo is read only when the frames showed a blink: a failed check costs three frames, not four.
    if (problems.length === 0) {
      const photo = await model.read(selfie);
      if (photo.faces !== 1) problems.push(`photo: ${photo.faces} faces`);
      const descriptors = [...readings, photo].map((reading) => reading.descriptor);
      if (problems.length === 0 && descriptors.every((d): d is number[] => d !== null)) {
        const [a, b, c, d] = descriptors as [number[], number[], number[], number[]];
        // Each frame against the next, and the photo against the frames around the blink.
        const similarities = [
          model.similarity(a, b),
          model.similarity(b, c),
          model.similarity(c, d),
          model.similarity(a, d),
        ];
        figures.same_face = round(Math.min(...similarities));
        if (!oneFace(similarities))
          problems.push("the frames and the photo do not show one and the same face");
      } else if (problems.length === 0) {
        problems.push("no face descriptor");
      }
    }
    if (problems.length > 0) {
      return {
        passed: false,
        modelVersion: model.version,
        note: `The server's blink check did not pass (${problems.join("; ")}); a person should look.`,
        figures,
      };
    }
    return {
      passed: true,
      modelVersion: model.version,
      note: "The server saw one face blink (open, closed, open) and the photo shows the same face.",
      figures: { ...figures, server_blink: true },
    };
  }
}
