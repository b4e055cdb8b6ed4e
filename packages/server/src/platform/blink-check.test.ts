import { describe, expect, it } from "vitest";
import { modelBlinkCheck } from "./blink-check.js";
import type { FaceModel, FaceReading } from "./face-model.js";

/** A face model that reads each image by its first byte: a stand-in for what the real one measured. */
function fakeModel(readings: Record<string, FaceReading>): FaceModel {
  return {
    version: "fake-1",
    async read(jpeg) {
      const reading = readings[jpeg.toString()];
      if (!reading) throw new Error("unknown image");
      return reading;
    },
    similarity: (a, b) => (a[0] === b[0] ? 0.95 : 0.3),
  };
}
const her = (eyeOpenness: number): FaceReading => ({ faces: 1, eyeOpenness, descriptor: [1] });
const model = fakeModel({
  open: her(0.35),
  closed: her(0.1),
  photo: her(0.33),
  someoneElse: { faces: 1, eyeOpenness: 0.3, descriptor: [2] },
  group: { faces: 2, eyeOpenness: null, descriptor: null },
});
const check = modelBlinkCheck(async () => model);
const images = (...names: string[]) => names.map((name) => Buffer.from(name));

describe("modelBlinkCheck", () => {
  it("passes one face open, closed, open, with the same face in the photo", async () => {
    const verdict = await check.check(images("open", "closed", "open"), Buffer.from("photo"));
    expect(verdict).toMatchObject({ passed: true, modelVersion: "fake-1" });
    expect(verdict.figures).toEqual({
      server_blink: true,
      eyes_before: 0.35,
      eyes_closed: 0.1,
      eyes_after: 0.35,
      same_face: 0.95,
    });
  });

  it("fails without three frames, and never reads anything then", async () => {
    const unused = modelBlinkCheck(() => Promise.reject(new Error("should not load")));
    const verdict = await unused.check(images("open", "closed"), Buffer.from("photo"));
    expect(verdict).toMatchObject({ passed: false, note: expect.stringContaining("No blink frames") });
  });

  it("fails somebody else's photo, or a group photo, after a real blink", async () => {
    const other = await check.check(images("open", "closed", "open"), Buffer.from("someoneElse"));
    expect(other).toMatchObject({ passed: false, figures: { same_face: 0.3 } });
    const group = await check.check(images("open", "closed", "open"), Buffer.from("group"));
    expect(group.note).toContain("photo: 2 faces");
  });

  it("fails, and says so for the reviewer, when the model cannot load or read", async () => {
    const down = modelBlinkCheck(() => Promise.reject(new Error("wasm missing")));
    expect((await down.check(images("open", "closed", "open"), Buffer.from("photo"))).note).toContain(
      "could not run (Error: wasm missing)",
    );
    const unreadable = await check.check(images("open", "garbage", "open"), Buffer.from("photo"));
    expect(unreadable).toMatchObject({ passed: false, note: expect.stringContaining("unknown image") });
  });
});
