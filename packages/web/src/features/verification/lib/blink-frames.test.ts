import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createBlinkFrames } from "./blink-frames";

/** Canvases that remember which video frame was drawn on them; no DOM in unit tests. */
let drawn = 0;
function fakeCanvas() {
  let frame = -1;
  return {
    width: 0,
    height: 0,
    getContext: () => ({ drawImage: () => (frame = drawn) }),
    toDataURL: (type: string) => `${type}:frame-${frame}`,
  };
}
const video = { videoWidth: 1280, videoHeight: 720 } as HTMLVideoElement;

beforeEach(() => {
  drawn = 0;
  vi.stubGlobal("document", { createElement: fakeCanvas });
});
afterEach(() => vi.unstubAllGlobals());

/** Feeds one eye openness per video frame, as the liveness loop does. */
function play(ratios: number[]) {
  const frames = createBlinkFrames();
  for (const ratio of ratios) {
    const canvas = frames.grab(video);
    frames.observe(canvas, ratio);
    drawn += 1;
  }
  return frames;
}

describe("createBlinkFrames", () => {
  it("keeps the last open frame before the blink, the most closed frame and the first open one after", () => {
    const frames = play([0.35, 0.3, 0.2, 0.15, 0.08, 0.12, 0.2, 0.32, 0.34]);
    expect(frames.take()).toEqual(["image/jpeg:frame-1", "image/jpeg:frame-4", "image/jpeg:frame-7"]);
  });

  it("keeps the latest blink of several", () => {
    const frames = play([0.35, 0.1, 0.35, 0.3, 0.05, 0.33]);
    expect(frames.take()).toEqual(["image/jpeg:frame-3", "image/jpeg:frame-4", "image/jpeg:frame-5"]);
  });

  it("has nothing before a whole blink, and a squint is no blink", () => {
    expect(play([0.35, 0.1, 0.12]).take()).toEqual([]);
    expect(play([0.35, 0.2, 0.19, 0.35]).take()).toEqual([]);
  });

  it("scales the camera frame down to the asked-for width", () => {
    const canvas = createBlinkFrames().grab(video);
    expect([canvas.width, canvas.height]).toEqual([640, 360]);
  });
});
