import { eyesState, LivenessFigures } from "@saheli/core/liveness";

type Triple = { open: HTMLCanvasElement; closed: HTMLCanvasElement; reopened: HTMLCanvasElement };

/**
 * Keeps the camera frames the face model read, so the three around a blink — eyes open, closed (the most
 * closed one), open again — can be sent for the server to read itself (decision 006). Each frame is drawn to a
 * canvas first and the model reads that canvas, so the picture sent is exactly the one that was measured.
 */
export function createBlinkFrames() {
  const pool: HTMLCanvasElement[] = [];
  let open: HTMLCanvasElement | null = null;
  let closed: HTMLCanvasElement | null = null;
  let closedRatio = Number.POSITIVE_INFINITY;
  let blink: Triple | null = null;

  const free = () => {
    const held = new Set([open, closed, blink?.open, blink?.closed, blink?.reopened]);
    let canvas = pool.find((c) => !held.has(c));
    if (!canvas) {
      canvas = document.createElement("canvas");
      pool.push(canvas);
    }
    return canvas;
  };

  return {
    /** The video's current frame on a canvas (at most the camera's asked-for width) for the model to read. */
    grab(video: HTMLVideoElement): HTMLCanvasElement {
      const canvas = free();
      const scale = Math.min(1, LivenessFigures.camera.width / (video.videoWidth || 1));
      canvas.width = Math.round((video.videoWidth || LivenessFigures.camera.width) * scale);
      canvas.height = Math.round((video.videoHeight || LivenessFigures.camera.height) * scale);
      canvas.getContext("2d")?.drawImage(video, 0, 0, canvas.width, canvas.height);
      return canvas;
    },
    /** The model's eye openness for the grabbed frame, by the same thresholds as the blink counter. */
    observe(canvas: HTMLCanvasElement, ratio: number) {
      const state = eyesState(ratio);
      if (state === "closed") {
        if (ratio < closedRatio) {
          closed = canvas;
          closedRatio = ratio;
        }
      } else if (state === "open") {
        if (open && closed) blink = { open, closed, reopened: canvas };
        open = canvas;
        closed = null;
        closedRatio = Number.POSITIVE_INFINITY;
      }
    },
    /** The last blink's three frames as JPEG data URLs (quality 0.8), once the counter has counted it. */
    take(): string[] {
      if (!blink) return [];
      const { open: before, closed: shut, reopened } = blink;
      return [before, shut, reopened].map((c) => c.toDataURL("image/jpeg", LivenessFigures.jpegQuality));
    },
  };
}
