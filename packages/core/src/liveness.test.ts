import { describe, expect, it } from "vitest";
import {
  BlinkFrames,
  blinkFrameProblems,
  createBlinkCounter,
  eyeOpenness,
  eyesState,
  oneFace,
  retryDelayMs,
} from "./liveness";

/** Frames every 33 ms: open eyes, then `closedMs` closed, then open again — once per blink. */
function feed(blinks: { closedMs: number; closed?: number }[], open = 0.3) {
  const counter = createBlinkCounter();
  let t = 0;
  const frame = (ratio: number) => {
    counter.update(ratio, t);
    t += 33;
  };
  for (const blink of blinks) {
    for (let i = 0; i < 10; i++) frame(open);
    const closedFrames = Math.max(1, Math.round(blink.closedMs / 33));
    for (let i = 0; i < closedFrames; i++) frame(blink.closed ?? 0.1);
  }
  for (let i = 0; i < 10; i++) frame(open);
  return counter;
}

describe("createBlinkCounter", () => {
  it("counts three natural blinks and is then done", () => {
    const counter = feed([{ closedMs: 200 }, { closedMs: 300 }, { closedMs: 150 }]);
    expect(counter.blinks).toBe(3);
    expect(counter.done).toBe(true);
  });

  it("ignores a blink shorter than 100 ms or longer than 1000 ms", () => {
    expect(feed([{ closedMs: 33 }]).blinks).toBe(0);
    expect(feed([{ closedMs: 1500 }]).blinks).toBe(0);
  });

  it("never counts a half-closed squint between the thresholds", () => {
    const counter = feed([
      { closedMs: 200, closed: 0.2 },
      { closedMs: 200, closed: 0.19 },
    ]);
    expect(counter.blinks).toBe(0);
    expect(counter.done).toBe(false);
  });

  it("needs the eyes to open past 0.23 to end a blink", () => {
    const counter = createBlinkCounter();
    counter.update(0.3, 0);
    counter.update(0.1, 100);
    expect(counter.update(0.2, 300)).toBe(0);
    expect(counter.update(0.25, 400)).toBe(1);
  });
});

describe("eyeOpenness", () => {
  it("is the mean vertical opening over the eye's width", () => {
    const open = eyeOpenness([
      { x: 0, y: 0 },
      { x: 3, y: 1.5 },
      { x: 7, y: 1.5 },
      { x: 10, y: 0 },
      { x: 7, y: -1.5 },
      { x: 3, y: -1.5 },
    ]);
    expect(open).toBeCloseTo(0.3);
    const p = { x: 1, y: 1 };
    expect(eyeOpenness([p, p, p, p, p, p])).toBe(0);
  });
});

describe("retryDelayMs", () => {
  it("backs off 1 s, 2 s, then at most 3 s", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([1000, 2000, 3000, 3000]);
  });
});

/** Six eye landmarks (corner, two upper lid, corner, two lower lid) of an eye 30 px wide, `open` px high. */
function eyeLandmarks(open: number) {
  const lid = open / 2;
  return [
    { x: 0, y: 0 },
    { x: 10, y: -lid },
    { x: 20, y: -lid },
    { x: 30, y: 0 },
    { x: 20, y: lid },
    { x: 10, y: lid },
  ] as const;
}

describe("blinks from synthetic landmark sequences", () => {
  /** Frames every 33 ms; each blink closes the lids to `closedPx` for `closedMs`, between 9 px open spells. */
  function fromLandmarks(blinks: { closedMs: number; closedPx: number }[]) {
    const counter = createBlinkCounter();
    let t = 0;
    const frame = (px: number) => {
      counter.update(eyeOpenness(eyeLandmarks(px)), t);
      t += 33;
    };
    for (const { closedMs, closedPx } of blinks) {
      for (let i = 0; i < 8; i++) frame(9);
      for (let i = 0; i < Math.max(1, Math.round(closedMs / 33)); i++) frame(closedPx);
    }
    for (let i = 0; i < 8; i++) frame(9);
    return counter;
  }

  it("counts three blinks of closed lids as done", () => {
    const counter = fromLandmarks([
      { closedMs: 165, closedPx: 2 },
      { closedMs: 231, closedPx: 1 },
      { closedMs: 198, closedPx: 3 },
    ]);
    expect(counter.done).toBe(true);
  });

  it("does not count a twitch, a long close, or half-closed lids", () => {
    expect(fromLandmarks([{ closedMs: 33, closedPx: 1 }]).blinks).toBe(0);
    expect(fromLandmarks([{ closedMs: 1300, closedPx: 1 }]).blinks).toBe(0);
    // 6 px of 30 is a ratio of 0.2: between the thresholds, never a blink.
    expect(fromLandmarks([{ closedMs: 200, closedPx: 6 }]).blinks).toBe(0);
  });
});

describe("eyesState: the eye-aspect-ratio thresholds the server reads frames by", () => {
  it.each([
    [0.4, "open"],
    [0.231, "open"],
    [0.23, "between"],
    [0.2, "between"],
    [0.18, "between"],
    [0.179, "closed"],
    [0.05, "closed"],
  ] as const)("%s reads as %s", (ratio, state) => {
    expect(eyesState(ratio)).toBe(state);
  });
});

describe("blinkFrameProblems: three frames must show one face open, closed, open", () => {
  const frame = (eyeOpenness: number | null, faces = 1) => ({ faces, eyeOpenness });

  it("accepts open, closed, open", () => {
    expect(blinkFrameProblems([frame(0.35), frame(0.15), frame(0.3)])).toEqual([]);
  });

  it("refuses three open frames (a still photo sent three times)", () => {
    expect(blinkFrameProblems([frame(0.35), frame(0.35), frame(0.35)])).toEqual(["frame 2: eyes not closed"]);
  });

  it("refuses a squint in the middle: between the thresholds is not closed", () => {
    expect(blinkFrameProblems([frame(0.35), frame(0.2), frame(0.35)])).toEqual(["frame 2: eyes not closed"]);
  });

  it("refuses frames out of order, and eyes half open at either end", () => {
    expect(blinkFrameProblems([frame(0.15), frame(0.35), frame(0.15)])).toHaveLength(3);
    expect(blinkFrameProblems([frame(0.21), frame(0.1), frame(0.3)])).toEqual(["frame 1: eyes not open"]);
  });

  it("refuses a frame with no face, two faces, or eyes the mesh did not find", () => {
    expect(blinkFrameProblems([frame(null, 0), frame(0.1, 2), frame(null)])).toEqual([
      "frame 1: 0 faces",
      "frame 2: 2 faces",
      "frame 3: eyes not found",
    ]);
  });

  it("refuses any other number of frames", () => {
    expect(blinkFrameProblems([])).toEqual(["0 frames instead of 3"]);
    expect(blinkFrameProblems([frame(0.35), frame(0.1)])).toHaveLength(1);
  });
});

describe("oneFace", () => {
  it("needs every similarity at the threshold or above, and at least one", () => {
    expect(oneFace([0.95, BlinkFrames.sameFaceSimilarity])).toBe(true);
    expect(oneFace([0.95, 0.4])).toBe(false);
    expect(oneFace([])).toBe(false);
  });
});
