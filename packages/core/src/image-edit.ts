/**
 * The image editor's state and its pure maths (doc 1 §3 "Image editor state", §9 "Image editor"): the web
 * only draws what these functions describe, so the preview and the exported JPEG are the same picture.
 */

export const ImageEditLimits = {
  canvasMaxWidth: 800,
  canvasMaxHeight: 600,
  zoomMin: 10,
  zoomMax: 500,
  zoomInFactor: 1.2,
  zoomOutFactor: 0.8,
  rotationStep: 90,
  /** Brightness, contrast and saturation are percentages of the original. */
  percentMin: 0,
  percentMax: 200,
  /** Warmth and exposure move either way from the original. */
  shiftMin: -100,
  shiftMax: 100,
  overlayOpacityMin: 0,
  overlayOpacityMax: 100,
  exportQuality: 0.9,
  textMax: 100,
  textElementsMax: 10,
  textSizeMin: 12,
  textSizeMax: 96,
  /** A crop narrower or shorter than this share of the picture would leave nothing to see. */
  cropMinShare: 0.1,
} as const;

export const ImageEditMessages = {
  /** Doc 1 §8: the picture could not be read; her original stays attached. */
  loadFailed: "Failed to load image",
  processFailed: "Failed to process image",
  /** Doc 1 §8: the edited picture could not be uploaded; the one she had stays. */
  uploadFailed: "Failed to upload image",
  discardTitle: "Discard your changes?",
  discardBody: "The picture stays as it was before you opened the editor.",
} as const;

export const IMAGE_FILTERS = [
  "none",
  "clarendon",
  "gingham",
  "moon",
  "lark",
  "reyes",
  "juno",
  "aden",
] as const;
export type ImageFilter = (typeof IMAGE_FILTERS)[number];

export const IMAGE_OVERLAYS = ["none", "vignette", "grain", "light-leak"] as const;
export type ImageOverlay = (typeof IMAGE_OVERLAYS)[number];

export const FILTER_LABELS: Record<ImageFilter, string> = {
  none: "None",
  clarendon: "Clarendon",
  gingham: "Gingham",
  moon: "Moon",
  lark: "Lark",
  reyes: "Reyes",
  juno: "Juno",
  aden: "Aden",
};

export const OVERLAY_LABELS: Record<ImageOverlay, string> = {
  none: "None",
  vignette: "Vignette",
  grain: "Grain",
  "light-leak": "Light leak",
};

export type Adjustments = {
  brightness: number;
  contrast: number;
  saturation: number;
  warmth: number;
  exposure: number;
};
export type AdjustmentName = keyof Adjustments;

export const ADJUSTMENTS: { name: AdjustmentName; label: string; min: number; max: number }[] = [
  { name: "brightness", label: "Brightness", min: 0, max: 200 },
  { name: "contrast", label: "Contrast", min: 0, max: 200 },
  { name: "saturation", label: "Saturation", min: 0, max: 200 },
  { name: "warmth", label: "Warmth", min: -100, max: 100 },
  { name: "exposure", label: "Exposure", min: -100, max: 100 },
];

export const DEFAULT_ADJUSTMENTS: Adjustments = {
  brightness: 100,
  contrast: 100,
  saturation: 100,
  warmth: 0,
  exposure: 0,
};

/** Positions are shares (0–1) of the finished canvas, so a text stays put whatever size it is drawn at. */
export type TextElement = { id: string; text: string; x: number; y: number; size: number; colour: string };

/** A rectangle in shares (0–1) of the picture as she sees it (after rotation and flips). */
export type CropRect = { x: number; y: number; width: number; height: number };

export type Rotation = 0 | 90 | 180 | 270;

export type ImageEditState = {
  adjust: Adjustments;
  filter: ImageFilter;
  overlay: ImageOverlay;
  overlayOpacity: number;
  texts: TextElement[];
  crop: CropRect;
  /** How close she looks in the preview, in percent; the export is always the whole crop. */
  zoom: number;
  rotation: Rotation;
  flipH: boolean;
  flipV: boolean;
};

export const FULL_CROP: CropRect = { x: 0, y: 0, width: 1, height: 1 };

export function initialEditState(): ImageEditState {
  return {
    adjust: { ...DEFAULT_ADJUSTMENTS },
    filter: "none",
    overlay: "none",
    overlayOpacity: 50,
    texts: [],
    crop: { ...FULL_CROP },
    zoom: 100,
    rotation: 0,
    flipH: false,
    flipV: false,
  };
}

const clamp = (value: number, min: number, max: number) =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min;

export function clampAdjustment(name: AdjustmentName, value: number): number {
  const range = ADJUSTMENTS.find((a) => a.name === name)!;
  return Math.round(clamp(value, range.min, range.max));
}

export function setAdjustment(state: ImageEditState, name: AdjustmentName, value: number): ImageEditState {
  return { ...state, adjust: { ...state.adjust, [name]: clampAdjustment(name, value) } };
}

export function clampOverlayOpacity(value: number): number {
  return Math.round(clamp(value, ImageEditLimits.overlayOpacityMin, ImageEditLimits.overlayOpacityMax));
}

/** Doc 1 §9: zoom steps are ×1.2 and ×0.8, kept within 10–500 %. */
export function zoomIn(zoom: number): number {
  return clampZoom(zoom * ImageEditLimits.zoomInFactor);
}

export function zoomOut(zoom: number): number {
  return clampZoom(zoom * ImageEditLimits.zoomOutFactor);
}

export function clampZoom(zoom: number): number {
  return Math.round(clamp(zoom, ImageEditLimits.zoomMin, ImageEditLimits.zoomMax));
}

/** A quarter turn clockwise (1) or anticlockwise (-1). */
export function rotate(rotation: Rotation, direction: 1 | -1): Rotation {
  return ((((rotation + direction * ImageEditLimits.rotationStep) % 360) + 360) % 360) as Rotation;
}

/** The picture's size as she sees it: a quarter turn swaps width and height. */
export function orientedSize(width: number, height: number, rotation: Rotation) {
  return rotation === 90 || rotation === 270 ? { width: height, height: width } : { width, height };
}

/** Doc 1 §9: the canvas fits within 800×600 keeping the picture's shape; a small picture is not enlarged. */
export function fitCanvas(width: number, height: number) {
  if (width <= 0 || height <= 0) return { width: 0, height: 0 };
  const scale = Math.min(1, ImageEditLimits.canvasMaxWidth / width, ImageEditLimits.canvasMaxHeight / height);
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** A crop kept inside the picture and no smaller than `cropMinShare` of it either way. */
export function clampCrop(crop: CropRect): CropRect {
  const min = ImageEditLimits.cropMinShare;
  const width = clamp(crop.width, min, 1);
  const height = clamp(crop.height, min, 1);
  return { x: clamp(crop.x, 0, 1 - width), y: clamp(crop.y, 0, 1 - height), width, height };
}

export const CROP_ASPECTS = [
  { id: "free", label: "Original", ratio: null },
  { id: "square", label: "Square 1:1", ratio: 1 },
  { id: "portrait", label: "Portrait 4:5", ratio: 4 / 5 },
  { id: "landscape", label: "Landscape 16:9", ratio: 16 / 9 },
] as const;

/** The largest centred crop of a shape (width ÷ height) in a picture of this size; null ratio: all of it. */
export function centredCrop(ratio: number | null, width: number, height: number): CropRect {
  if (ratio === null || width <= 0 || height <= 0) return { ...FULL_CROP };
  const pictureRatio = width / height;
  if (ratio >= pictureRatio) {
    const share = pictureRatio / ratio;
    return { x: 0, y: (1 - share) / 2, width: 1, height: share };
  }
  const share = ratio / pictureRatio;
  return { x: (1 - share) / 2, y: 0, width: share, height: 1 };
}

/** The crop in whole pixels of the picture as she sees it. */
export function cropPixels(crop: CropRect, width: number, height: number) {
  const c = clampCrop(crop);
  const x = Math.round(c.x * width);
  const y = Math.round(c.y * height);
  return {
    x,
    y,
    width: Math.max(1, Math.min(width - x, Math.round(c.width * width))),
    height: Math.max(1, Math.min(height - y, Math.round(c.height * height))),
  };
}

/** A 2D affine transform in the canvas's `setTransform(a, b, c, d, e, f)` order. */
export type Affine = [number, number, number, number, number, number];

const multiply = (m: Affine, n: Affine): Affine => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];

export function applyAffine(m: Affine, x: number, y: number) {
  return { x: m[0] * x + m[2] * y + m[4], y: m[1] * x + m[3] * y + m[5] };
}

function rotation(width: number, height: number, turn: Rotation): Affine {
  if (turn === 90) return [0, 1, -1, 0, height, 0];
  if (turn === 180) return [-1, 0, 0, -1, width, height];
  if (turn === 270) return [0, -1, 1, 0, 0, width];
  return [1, 0, 0, 1, 0, 0];
}

/**
 * How to draw the original picture (`naturalWidth` × `naturalHeight`) onto the canvas: turned, flipped as she
 * sees it, cropped, and scaled to fit 800×600. The canvas is `width` × `height`; draw the image at (0, 0) under
 * `transform`.
 */
export function drawPlan(state: ImageEditState, naturalWidth: number, naturalHeight: number) {
  const seen = orientedSize(naturalWidth, naturalHeight, state.rotation);
  const crop = cropPixels(state.crop, seen.width, seen.height);
  const canvas = fitCanvas(crop.width, crop.height);
  const scale = canvas.width / crop.width;
  const flip: Affine = [
    state.flipH ? -1 : 1,
    0,
    0,
    state.flipV ? -1 : 1,
    state.flipH ? seen.width : 0,
    state.flipV ? seen.height : 0,
  ];
  const place: Affine = [scale, 0, 0, scale, -crop.x * scale, -crop.y * scale];
  const transform = multiply(place, multiply(flip, rotation(naturalWidth, naturalHeight, state.rotation)));
  return { width: canvas.width, height: canvas.height, transform };
}

/** One step of colour, as the CSS filter function of the same name. */
export type ColourStep =
  | { op: "brightness" | "contrast" | "saturate" | "sepia" | "grayscale"; amount: number }
  | { op: "hue-rotate"; degrees: number };

/** Each filter is a fixed recipe of CSS filter steps, applied after her own adjustments. */
export const FILTER_RECIPES: Record<ImageFilter, ColourStep[]> = {
  none: [],
  clarendon: [
    { op: "contrast", amount: 1.2 },
    { op: "saturate", amount: 1.35 },
  ],
  gingham: [
    { op: "brightness", amount: 1.05 },
    { op: "hue-rotate", degrees: -10 },
    { op: "sepia", amount: 0.04 },
  ],
  moon: [
    { op: "grayscale", amount: 1 },
    { op: "contrast", amount: 1.1 },
    { op: "brightness", amount: 1.1 },
  ],
  lark: [
    { op: "contrast", amount: 0.9 },
    { op: "brightness", amount: 1.08 },
    { op: "saturate", amount: 1.1 },
  ],
  reyes: [
    { op: "sepia", amount: 0.22 },
    { op: "brightness", amount: 1.1 },
    { op: "contrast", amount: 0.85 },
    { op: "saturate", amount: 0.75 },
  ],
  juno: [
    { op: "sepia", amount: 0.1 },
    { op: "contrast", amount: 1.15 },
    { op: "saturate", amount: 1.35 },
    { op: "brightness", amount: 1.05 },
  ],
  aden: [
    { op: "hue-rotate", degrees: -20 },
    { op: "contrast", amount: 0.9 },
    { op: "saturate", amount: 0.85 },
    { op: "brightness", amount: 1.2 },
  ],
};

/** Warmth at ±100 moves red and blue this share of the way up or down. */
const WARMTH_SHARE = 0.15;

/**
 * A colour transform as a 3×4 matrix over RGB in 0–1 (each row: r, g, b weights and an offset); the canvas
 * applies it to every pixel and clamps. Matrices for the CSS steps are the Filter Effects spec's.
 */
export type ColourMatrix = [number[], number[], number[]];

const IDENTITY: ColourMatrix = [
  [1, 0, 0, 0],
  [0, 1, 0, 0],
  [0, 0, 1, 0],
];

function stepMatrix(step: ColourStep): ColourMatrix {
  if (step.op === "hue-rotate") {
    const a = (step.degrees * Math.PI) / 180;
    const cos = Math.cos(a);
    const sin = Math.sin(a);
    return [
      [
        0.213 + cos * 0.787 - sin * 0.213,
        0.715 - cos * 0.715 - sin * 0.715,
        0.072 - cos * 0.072 + sin * 0.928,
        0,
      ],
      [
        0.213 - cos * 0.213 + sin * 0.143,
        0.715 + cos * 0.285 + sin * 0.14,
        0.072 - cos * 0.072 - sin * 0.283,
        0,
      ],
      [
        0.213 - cos * 0.213 - sin * 0.787,
        0.715 - cos * 0.715 + sin * 0.715,
        0.072 + cos * 0.928 + sin * 0.072,
        0,
      ],
    ];
  }
  const s = step.amount;
  switch (step.op) {
    case "brightness":
      return [
        [s, 0, 0, 0],
        [0, s, 0, 0],
        [0, 0, s, 0],
      ];
    case "contrast": {
      const offset = 0.5 - 0.5 * s;
      return [
        [s, 0, 0, offset],
        [0, s, 0, offset],
        [0, 0, s, offset],
      ];
    }
    case "saturate":
      return [
        [0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0],
        [0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0],
        [0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0],
      ];
    case "grayscale": {
      const k = 1 - Math.min(1, s);
      return [
        [0.2126 + 0.7874 * k, 0.7152 - 0.7152 * k, 0.0722 - 0.0722 * k, 0],
        [0.2126 - 0.2126 * k, 0.7152 + 0.2848 * k, 0.0722 - 0.0722 * k, 0],
        [0.2126 - 0.2126 * k, 0.7152 - 0.7152 * k, 0.0722 + 0.9278 * k, 0],
      ];
    }
    case "sepia": {
      const k = 1 - Math.min(1, s);
      return [
        [0.393 + 0.607 * k, 0.769 - 0.769 * k, 0.189 - 0.189 * k, 0],
        [0.349 - 0.349 * k, 0.686 + 0.314 * k, 0.168 - 0.168 * k, 0],
        [0.272 - 0.272 * k, 0.534 - 0.534 * k, 0.131 + 0.869 * k, 0],
      ];
    }
  }
}

/** `then` after `first`: the matrix of applying `first`, then `then`. */
function compose(then: ColourMatrix, first: ColourMatrix): ColourMatrix {
  return then.map((row) => [
    row[0]! * first[0]![0]! + row[1]! * first[1]![0]! + row[2]! * first[2]![0]!,
    row[0]! * first[0]![1]! + row[1]! * first[1]![1]! + row[2]! * first[2]![1]!,
    row[0]! * first[0]![2]! + row[1]! * first[1]![2]! + row[2]! * first[2]![2]!,
    row[0]! * first[0]![3]! + row[1]! * first[1]![3]! + row[2]! * first[2]![3]! + row[3]!,
  ]) as ColourMatrix;
}

/** Her adjustments as CSS steps: exposure in stops (±1 at ±100), then brightness, contrast and saturation. */
export function adjustmentSteps(adjust: Adjustments): ColourStep[] {
  return [
    { op: "brightness", amount: 2 ** (adjust.exposure / 100) },
    { op: "brightness", amount: adjust.brightness / 100 },
    { op: "contrast", amount: adjust.contrast / 100 },
    { op: "saturate", amount: adjust.saturation / 100 },
  ];
}

function warmthMatrix(warmth: number): ColourMatrix {
  const t = (warmth / 100) * WARMTH_SHARE;
  return [
    [1 + t, 0, 0, 0],
    [0, 1 + t / 4, 0, 0],
    [0, 0, 1 - t, 0],
  ];
}

/** The whole colour pipeline of a state: exposure, brightness, contrast, saturation, warmth, then the filter. */
export function colourMatrix(state: Pick<ImageEditState, "adjust" | "filter">): ColourMatrix {
  let m = IDENTITY;
  for (const step of adjustmentSteps(state.adjust)) m = compose(stepMatrix(step), m);
  m = compose(warmthMatrix(state.adjust.warmth), m);
  for (const step of FILTER_RECIPES[state.filter]) m = compose(stepMatrix(step), m);
  return m;
}

export function isIdentity(m: ColourMatrix): boolean {
  return m.every((row, i) => row.every((v, j) => Math.abs(v - (IDENTITY[i]![j] ?? 0)) < 1e-9));
}

/** One pixel (0–255 channels) through the matrix, clamped. */
export function applyColour(m: ColourMatrix, r: number, g: number, b: number): [number, number, number] {
  const x = r / 255;
  const y = g / 255;
  const z = b / 255;
  const out = m.map((row) => row[0]! * x + row[1]! * y + row[2]! * z + row[3]!);
  return out.map((v) => Math.round(Math.min(1, Math.max(0, v)) * 255)) as [number, number, number];
}

/** Every pixel of RGBA data (a canvas's ImageData) through the matrix, in place; alpha is kept. */
export function applyColourToPixels(m: ColourMatrix, data: Uint8ClampedArray): void {
  if (isIdentity(m)) return;
  const [r, g, b] = m;
  const k = 1 / 255;
  for (let i = 0; i < data.length; i += 4) {
    const x = data[i]! * k;
    const y = data[i + 1]! * k;
    const z = data[i + 2]! * k;
    data[i] = (r[0]! * x + r[1]! * y + r[2]! * z + r[3]!) * 255;
    data[i + 1] = (g[0]! * x + g[1]! * y + g[2]! * z + g[3]!) * 255;
    data[i + 2] = (b[0]! * x + b[1]! * y + b[2]! * z + b[3]!) * 255;
  }
}

/** A filter's recipe as a CSS `filter` value, for its small preview swatch. */
export function cssFilter(steps: ColourStep[]): string {
  if (steps.length === 0) return "none";
  return steps
    .map((s) => (s.op === "hue-rotate" ? `hue-rotate(${s.degrees}deg)` : `${s.op}(${s.amount})`))
    .join(" ");
}

/** What an overlay draws over the picture, at her opacity (0–1), in shares of the canvas. */
export type OverlayPlan =
  | { kind: "none" }
  | { kind: "vignette"; alpha: number; innerRadius: number; outerRadius: number }
  | { kind: "grain"; alpha: number; amplitude: number; seed: number }
  | { kind: "light-leak"; alpha: number; stops: { at: number; colour: string }[] };

export function overlayPlan(overlay: ImageOverlay, opacity: number): OverlayPlan {
  const alpha = clampOverlayOpacity(opacity) / 100;
  switch (overlay) {
    case "none":
      return { kind: "none" };
    case "vignette":
      return { kind: "vignette", alpha, innerRadius: 0.45, outerRadius: 0.85 };
    case "grain":
      return { kind: "grain", alpha, amplitude: 64, seed: 1 };
    case "light-leak":
      return {
        kind: "light-leak",
        alpha,
        stops: [
          { at: 0, colour: "rgba(255, 120, 40, 0.85)" },
          { at: 0.35, colour: "rgba(255, 190, 90, 0.45)" },
          { at: 0.7, colour: "rgba(255, 230, 180, 0)" },
        ],
      };
  }
}

/** A small deterministic noise source (mulberry32), so the same grain is drawn in the preview and the export. */
export function grainNoise(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const COLOUR = /^#[0-9a-f]{6}$/i;

/** A text she places: its words trimmed to the limit, kept on the canvas, a size within range, a #rrggbb colour. */
export function normaliseText(text: TextElement): TextElement {
  return {
    id: text.id,
    text: text.text.slice(0, ImageEditLimits.textMax),
    x: clamp(text.x, 0, 1),
    y: clamp(text.y, 0, 1),
    size: Math.round(clamp(text.size, ImageEditLimits.textSizeMin, ImageEditLimits.textSizeMax)),
    colour: COLOUR.test(text.colour) ? text.colour.toLowerCase() : "#ffffff",
  };
}

export function addText(state: ImageEditState, text: TextElement): ImageEditState {
  if (!text.text.trim() || state.texts.length >= ImageEditLimits.textElementsMax) return state;
  return { ...state, texts: [...state.texts, normaliseText(text)] };
}

export function updateText(state: ImageEditState, id: string, patch: Partial<TextElement>): ImageEditState {
  return {
    ...state,
    texts: state.texts.map((t) => (t.id === id ? normaliseText({ ...t, ...patch, id }) : t)),
  };
}

export function removeText(state: ImageEditState, id: string): ImageEditState {
  return { ...state, texts: state.texts.filter((t) => t.id !== id) };
}

/** Whether she changed anything: the editor asks before throwing changes away, and saves only real edits. */
export function isEdited(state: ImageEditState): boolean {
  const start = initialEditState();
  return (
    JSON.stringify({
      ...state,
      zoom: 0,
      overlayOpacity: state.overlay === "none" ? 0 : state.overlayOpacity,
    }) !== JSON.stringify({ ...start, zoom: 0, overlayOpacity: 0 })
  );
}
