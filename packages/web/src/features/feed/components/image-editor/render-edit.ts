import {
  applyColourToPixels,
  colourMatrix,
  drawPlan,
  grainNoise,
  ImageEditLimits,
  type ImageEditState,
  overlayPlan,
  type TextElement,
} from "@saheli/core/image-edit";

/** The font her words are drawn in, on the preview and in the export alike. */
const FONT = "600 {size}px system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/** Draws the edited picture onto `canvas`, sized by core's plan; the preview and the export share this. */
export function renderEdit(canvas: HTMLCanvasElement, image: HTMLImageElement, state: ImageEditState) {
  const plan = drawPlan(state, image.naturalWidth, image.naturalHeight);
  canvas.width = plan.width;
  canvas.height = plan.height;
  const ctx = canvas.getContext("2d", { willReadFrequently: true });
  if (!ctx) throw new Error("no 2d context");
  ctx.save();
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(0, 0, plan.width, plan.height);
  ctx.setTransform(...plan.transform);
  ctx.imageSmoothingQuality = "high";
  ctx.drawImage(image, 0, 0);
  ctx.restore();
  const pixels = ctx.getImageData(0, 0, plan.width, plan.height);
  applyColourToPixels(colourMatrix(state), pixels.data);
  ctx.putImageData(pixels, 0, 0);
  drawOverlay(ctx, plan.width, plan.height, state);
  for (const text of state.texts) drawText(ctx, plan.width, plan.height, text);
}

function drawOverlay(ctx: CanvasRenderingContext2D, width: number, height: number, state: ImageEditState) {
  const plan = overlayPlan(state.overlay, state.overlayOpacity);
  if (plan.kind === "none" || plan.alpha === 0) return;
  ctx.save();
  ctx.globalAlpha = plan.alpha;
  if (plan.kind === "vignette") {
    const reach = Math.hypot(width, height) / 2;
    const gradient = ctx.createRadialGradient(
      width / 2,
      height / 2,
      reach * plan.innerRadius,
      width / 2,
      height / 2,
      reach * plan.outerRadius,
    );
    gradient.addColorStop(0, "rgba(0, 0, 0, 0)");
    gradient.addColorStop(1, "rgba(0, 0, 0, 0.85)");
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, width, height);
  } else if (plan.kind === "light-leak") {
    const gradient = ctx.createLinearGradient(0, 0, width, height);
    for (const stop of plan.stops) gradient.addColorStop(stop.at, stop.colour);
    ctx.globalCompositeOperation = "screen";
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, width, height);
  } else {
    const pixels = ctx.getImageData(0, 0, width, height);
    const noise = grainNoise(plan.seed);
    const amount = plan.amplitude * plan.alpha;
    for (let i = 0; i < pixels.data.length; i += 4) {
      const n = (noise() - 0.5) * amount;
      pixels.data[i] = pixels.data[i]! + n;
      pixels.data[i + 1] = pixels.data[i + 1]! + n;
      pixels.data[i + 2] = pixels.data[i + 2]! + n;
    }
    ctx.putImageData(pixels, 0, 0);
  }
  ctx.restore();
}

function drawText(ctx: CanvasRenderingContext2D, width: number, height: number, text: TextElement) {
  ctx.save();
  ctx.font = FONT.replace("{size}", String(text.size));
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.lineJoin = "round";
  ctx.lineWidth = Math.max(2, text.size / 8);
  ctx.strokeStyle = "rgba(0, 0, 0, 0.55)";
  ctx.strokeText(text.text, text.x * width, text.y * height);
  ctx.fillStyle = text.colour;
  ctx.fillText(text.text, text.x * width, text.y * height);
  ctx.restore();
}

/** The finished picture as a JPEG at quality 0.9 (doc 1 §9), named after the original. */
export async function exportJpeg(
  image: HTMLImageElement,
  state: ImageEditState,
  name: string,
): Promise<File> {
  const canvas = document.createElement("canvas");
  renderEdit(canvas, image, state);
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, "image/jpeg", ImageEditLimits.exportQuality),
  );
  if (!blob) throw new Error("the picture could not be encoded");
  const base = name.replace(/\.[^.]+$/, "") || "photo";
  return new File([blob], `${base}-edited.jpg`, { type: "image/jpeg" });
}

/** Loads a picture for the editor; rejects when the browser cannot read it. */
export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.decoding = "async";
    image.onload = () => (image.naturalWidth > 0 ? resolve(image) : reject(new Error("empty image")));
    image.onerror = () => reject(new Error("image failed to load"));
    image.src = src;
  });
}
