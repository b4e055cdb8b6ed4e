import { describe, expect, it } from "vitest";
import {
  addText,
  applyAffine,
  applyColour,
  applyColourToPixels,
  centredCrop,
  clampAdjustment,
  clampCrop,
  clampOverlayOpacity,
  clampZoom,
  colourMatrix,
  cropPixels,
  cssFilter,
  DEFAULT_ADJUSTMENTS,
  drawPlan,
  FILTER_RECIPES,
  fitCanvas,
  grainNoise,
  IMAGE_FILTERS,
  ImageEditLimits,
  initialEditState,
  isEdited,
  isIdentity,
  normaliseText,
  overlayPlan,
  rotate,
  setAdjustment,
  updateText,
  zoomIn,
  zoomOut,
} from "./image-edit";

const base = initialEditState();

describe("adjustments", () => {
  it("start at the spec's defaults", () => {
    expect(base.adjust).toEqual({ brightness: 100, contrast: 100, saturation: 100, warmth: 0, exposure: 0 });
  });
  it("clamp percentages to 0–200 and shifts to −100–100", () => {
    expect(clampAdjustment("brightness", 250)).toBe(200);
    expect(clampAdjustment("contrast", -5)).toBe(0);
    expect(clampAdjustment("saturation", 120.4)).toBe(120);
    expect(clampAdjustment("warmth", 101)).toBe(100);
    expect(clampAdjustment("exposure", -300)).toBe(-100);
    expect(clampAdjustment("exposure", Number.NaN)).toBe(-100);
    expect(setAdjustment(base, "warmth", 40).adjust.warmth).toBe(40);
  });
  it("overlay opacity stays within 0–100", () => {
    expect(clampOverlayOpacity(150)).toBe(100);
    expect(clampOverlayOpacity(-1)).toBe(0);
  });
});

describe("zoom", () => {
  it("steps ×1.2 in and ×0.8 out", () => {
    expect(zoomIn(100)).toBe(120);
    expect(zoomOut(100)).toBe(80);
    expect(zoomIn(zoomIn(100))).toBe(144);
  });
  it("stays within 10–500 %", () => {
    let z = 100;
    for (let i = 0; i < 30; i++) z = zoomIn(z);
    expect(z).toBe(500);
    for (let i = 0; i < 30; i++) z = zoomOut(z);
    expect(z).toBe(10);
    expect(clampZoom(4)).toBe(ImageEditLimits.zoomMin);
  });
});

describe("rotation", () => {
  it("turns in quarter turns both ways and wraps", () => {
    expect(rotate(0, 1)).toBe(90);
    expect(rotate(270, 1)).toBe(0);
    expect(rotate(0, -1)).toBe(270);
    expect(rotate(rotate(rotate(rotate(90, 1), 1), 1), 1)).toBe(90);
  });
});

describe("canvas size", () => {
  it("fits within 800×600 keeping the shape", () => {
    expect(fitCanvas(4000, 3000)).toEqual({ width: 800, height: 600 });
    expect(fitCanvas(1000, 2000)).toEqual({ width: 300, height: 600 });
    expect(fitCanvas(1600, 400)).toEqual({ width: 800, height: 200 });
  });
  it("does not enlarge a small picture", () => {
    expect(fitCanvas(320, 240)).toEqual({ width: 320, height: 240 });
  });
});

describe("crop", () => {
  it("a square centred in a landscape picture", () => {
    const crop = centredCrop(1, 1600, 900);
    expect(crop.height).toBe(1);
    expect(crop.width).toBeCloseTo(900 / 1600);
    expect(crop.x).toBeCloseTo((1 - 900 / 1600) / 2);
    expect(cropPixels(crop, 1600, 900)).toEqual({ x: 350, y: 0, width: 900, height: 900 });
  });
  it("a wide crop of a portrait picture takes the full width", () => {
    const crop = centredCrop(16 / 9, 900, 1600);
    expect(crop.width).toBe(1);
    expect(cropPixels(crop, 900, 1600).height).toBe(506);
  });
  it("is kept inside the picture and not too small", () => {
    expect(clampCrop({ x: 0.9, y: -1, width: 0.5, height: 0.01 })).toEqual({
      x: 0.5,
      y: 0,
      width: 0.5,
      height: 0.1,
    });
  });
});

describe("draw plan", () => {
  const corners = (w: number, h: number) => [
    [0, 0],
    [w, 0],
    [0, h],
    [w, h],
  ];
  const mapped = (plan: ReturnType<typeof drawPlan>, w: number, h: number) =>
    corners(w, h).map(([x, y]) => {
      const p = applyAffine(plan.transform, x!, y!);
      return [Math.round(p.x), Math.round(p.y)];
    });

  it("scales the picture onto the canvas", () => {
    const plan = drawPlan(base, 1600, 1200);
    expect([plan.width, plan.height]).toEqual([800, 600]);
    expect(mapped(plan, 1600, 1200)).toEqual([
      [0, 0],
      [800, 0],
      [0, 600],
      [800, 600],
    ]);
  });
  it("a quarter turn clockwise puts the top-left corner top-right and swaps the sides", () => {
    const plan = drawPlan({ ...base, rotation: 90 }, 400, 200);
    expect([plan.width, plan.height]).toEqual([200, 400]);
    expect(mapped(plan, 400, 200)[0]).toEqual([200, 0]);
    expect(mapped(plan, 400, 200)[3]).toEqual([0, 400]);
  });
  it("flips mirror the picture as she sees it", () => {
    const h = drawPlan({ ...base, flipH: true }, 400, 200);
    expect(mapped(h, 400, 200)[0]).toEqual([400, 0]);
    const v = drawPlan({ ...base, flipV: true, rotation: 180 }, 400, 200);
    // Upside down then flipped vertically: a mirror image left to right.
    expect(mapped(v, 400, 200)[0]).toEqual([400, 0]);
  });
  it("crops before fitting", () => {
    const plan = drawPlan({ ...base, crop: { x: 0.5, y: 0.5, width: 0.5, height: 0.5 } }, 400, 200);
    expect([plan.width, plan.height]).toEqual([200, 100]);
    expect(mapped(plan, 400, 200)[3]).toEqual([200, 100]);
    expect(mapped(plan, 400, 200)[0]).toEqual([-200, -100]);
  });
});

describe("colour", () => {
  it("the untouched state changes nothing", () => {
    expect(isIdentity(colourMatrix(base))).toBe(true);
    const pixels = new Uint8ClampedArray([10, 120, 250, 255]);
    applyColourToPixels(colourMatrix(base), pixels);
    expect([...pixels]).toEqual([10, 120, 250, 255]);
  });
  it("brightness 0 is black and 200 doubles", () => {
    expect(
      applyColour(
        colourMatrix({ adjust: { ...DEFAULT_ADJUSTMENTS, brightness: 0 }, filter: "none" }),
        200,
        100,
        50,
      ),
    ).toEqual([0, 0, 0]);
    expect(
      applyColour(
        colourMatrix({ adjust: { ...DEFAULT_ADJUSTMENTS, brightness: 200 }, filter: "none" }),
        100,
        50,
        200,
      ),
    ).toEqual([200, 100, 255]);
  });
  it("exposure +100 is one stop brighter, −100 one stop darker", () => {
    const up = colourMatrix({ adjust: { ...DEFAULT_ADJUSTMENTS, exposure: 100 }, filter: "none" });
    const down = colourMatrix({ adjust: { ...DEFAULT_ADJUSTMENTS, exposure: -100 }, filter: "none" });
    expect(applyColour(up, 60, 60, 60)).toEqual([120, 120, 120]);
    expect(applyColour(down, 60, 60, 60)).toEqual([30, 30, 30]);
  });
  it("contrast 0 is mid grey, saturation 0 is grey", () => {
    expect(
      applyColour(
        colourMatrix({ adjust: { ...DEFAULT_ADJUSTMENTS, contrast: 0 }, filter: "none" }),
        10,
        200,
        90,
      ),
    ).toEqual([128, 128, 128]);
    const [r, g, b] = applyColour(
      colourMatrix({ adjust: { ...DEFAULT_ADJUSTMENTS, saturation: 0 }, filter: "none" }),
      200,
      40,
      40,
    );
    expect(r).toBe(g);
    expect(g).toBe(b);
  });
  it("warmth raises red and lowers blue", () => {
    const [r, , b] = applyColour(
      colourMatrix({ adjust: { ...DEFAULT_ADJUSTMENTS, warmth: 100 }, filter: "none" }),
      100,
      100,
      100,
    );
    expect(r).toBeGreaterThan(100);
    expect(b).toBeLessThan(100);
  });
  it("every filter changes a colourful pixel, and moon makes it grey", () => {
    for (const filter of IMAGE_FILTERS.filter((f) => f !== "none")) {
      expect(
        applyColour(colourMatrix({ adjust: DEFAULT_ADJUSTMENTS, filter }), 180, 90, 60),
        filter,
      ).not.toEqual([180, 90, 60]);
    }
    const [r, g, b] = applyColour(colourMatrix({ adjust: DEFAULT_ADJUSTMENTS, filter: "moon" }), 180, 90, 60);
    expect(r).toBe(g);
    expect(g).toBe(b);
  });
  it("a filter's swatch is its recipe as CSS", () => {
    expect(cssFilter(FILTER_RECIPES.clarendon)).toBe("contrast(1.2) saturate(1.35)");
    expect(cssFilter(FILTER_RECIPES.none)).toBe("none");
    expect(cssFilter(FILTER_RECIPES.aden)).toContain("hue-rotate(-20deg)");
  });
});

describe("overlays", () => {
  it("carry her opacity as a share", () => {
    expect(overlayPlan("vignette", 40)).toMatchObject({ kind: "vignette", alpha: 0.4 });
    expect(overlayPlan("light-leak", 250)).toMatchObject({ alpha: 1 });
    expect(overlayPlan("none", 50)).toEqual({ kind: "none" });
  });
  it("grain is the same noise every time", () => {
    const a = grainNoise(1);
    const b = grainNoise(1);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect(first.every((n) => n >= 0 && n < 1)).toBe(true);
  });
});

describe("text elements", () => {
  const text = { id: "t1", text: "Diwali sale", x: 0.5, y: 0.5, size: 32, colour: "#FFAA00" };
  it("are added, moved within the canvas and kept to their limits", () => {
    let s = addText(base, text);
    expect(s.texts).toEqual([{ ...text, colour: "#ffaa00" }]);
    s = updateText(s, "t1", { x: 1.4, y: -0.2, size: 500 });
    expect(s.texts[0]).toMatchObject({ x: 1, y: 0, size: ImageEditLimits.textSizeMax });
    expect(normaliseText({ ...text, colour: "red; background:url(x)" }).colour).toBe("#ffffff");
    expect(normaliseText({ ...text, text: "x".repeat(300) }).text).toHaveLength(ImageEditLimits.textMax);
  });
  it("empty words add nothing, and there are at most ten", () => {
    expect(addText(base, { ...text, text: "  " }).texts).toHaveLength(0);
    let s = base;
    for (let i = 0; i < 12; i++) s = addText(s, { ...text, id: `t${i}` });
    expect(s.texts).toHaveLength(ImageEditLimits.textElementsMax);
  });
});

describe("isEdited", () => {
  it("is false for the start and for zoom alone, true for a real change", () => {
    expect(isEdited(base)).toBe(false);
    expect(isEdited({ ...base, zoom: 240 })).toBe(false);
    expect(isEdited({ ...base, overlayOpacity: 80 })).toBe(false);
    expect(isEdited({ ...base, filter: "juno" })).toBe(true);
    expect(isEdited({ ...base, rotation: 90 })).toBe(true);
  });
});
