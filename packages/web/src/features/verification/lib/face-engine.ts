import { eyeOpenness, type Point } from "@saheli/core/liveness";
import type { Config, FaceResult, Human } from "@vladmandic/human";

export type FaceBox = { x: number; y: number; width: number; height: number }; // normalised 0..1 of the video frame
export type FaceFrame = {
  faceCount: number; // faces with score ≥ 0.3 (detection confidence), up to 5 detected
  box: FaceBox | null; // the single face when faceCount === 1, else null
  eyeOpenness: number | null; // mean of left and right eye aspect ratio when faceCount === 1, else null
  confidence: number | null; // the single face's detection score
  antispoof: number | null; // human's face.real (0..1) when available
  liveness: number | null; // human's face.live (0..1) when available
};
export type FaceEngine = {
  readonly backend: string;
  readonly modelVersion: string;
  detect(input: HTMLVideoElement | HTMLCanvasElement | HTMLImageElement): Promise<FaceFrame>;
};

const MIN_SCORE = 0.3;
const LEFT_EYE = [33, 160, 158, 133, 153, 144] as const;
const RIGHT_EYE = [362, 385, 387, 263, 373, 380] as const;
// Blinks last ~150 ms: no model may reuse an earlier frame's result.
const EVERY_FRAME = { skipFrames: 0, skipTime: 0 };

const config: Partial<Config> = {
  modelBasePath: "/models/human/",
  // Served by our vite plugin: human's default is a CDN.
  wasmPath: "/models/tfjs-wasm/",
  debug: false,
  // The browser's HTTP cache is enough; IndexedDB copies would outlive a library upgrade unchecked.
  cacheModels: false,
  cacheSensitivity: 0,
  // Auto-brightness is measured on the first frame only (a blank warm-up canvas would wash out every later
  // frame), and the filter pass costs an extra WebGL canvas.
  filter: { enabled: false, autoBrightness: false },
  // Human's own warm-up fetches a data: URL, which the app's CSP (connect-src 'self') blocks, and then it
  // never settles. warmUp() below does the same job.
  warmup: "none",
  face: {
    enabled: true,
    detector: { maxDetected: 5, minConfidence: MIN_SCORE, rotation: false, ...EVERY_FRAME },
    mesh: { enabled: true },
    iris: { enabled: true },
    antispoof: { enabled: true, ...EVERY_FRAME },
    liveness: { enabled: true, ...EVERY_FRAME },
    attention: { enabled: false },
    description: { enabled: false },
    emotion: { enabled: false },
  },
  body: { enabled: false },
  hand: { enabled: false },
  object: { enabled: false },
  gesture: { enabled: false },
  segmentation: { enabled: false },
};

/**
 * WebGL drawn in software (SwiftShader in headless Chromium, llvmpipe in VMs) runs these models ~30× slower
 * than WASM: over a second a frame, far too slow to catch a blink.
 */
function hasHardwareWebGl(): boolean {
  const gl = document.createElement("canvas").getContext("webgl", { failIfMajorPerformanceCaveat: true });
  if (!gl) return false;
  const info = gl.getExtension("WEBGL_debug_renderer_info");
  const renderer = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
  gl.getExtension("WEBGL_lose_context")?.loseContext();
  return !/swiftshader|llvmpipe|softpipe|software/i.test(renderer);
}

/** Runs every loaded model once so the first real frame does not pay for shader compilation. */
async function warmUp(human: Human): Promise<void> {
  const { tf } = human;
  for (const model of Object.values(human.models.models)) {
    const shape: number[] | undefined = model?.inputs?.[0]?.shape;
    if (!model || !shape) continue;
    const input = tf.zeros(shape.map((size, axis) => (size > 0 ? size : axis === 0 ? 1 : 64)));
    tf.dispose(model.execute(input));
    tf.dispose(input);
  }
  const blank = document.createElement("canvas");
  blank.width = 640;
  blank.height = 480;
  await human.detect(blank);
}

function eyeRatio(mesh: FaceResult["mesh"], indices: readonly number[]): number | null {
  const points: Point[] = [];
  for (const index of indices) {
    const point = mesh[index];
    if (!point) return null;
    points.push({ x: point[0], y: point[1] });
  }
  return eyeOpenness(points as [Point, Point, Point, Point, Point, Point]);
}

function toFrame(faces: FaceResult[]): FaceFrame {
  const face = faces.length === 1 ? faces[0]! : undefined;
  if (!face) {
    return {
      faceCount: faces.length,
      box: null,
      eyeOpenness: null,
      confidence: null,
      antispoof: null,
      liveness: null,
    };
  }
  // Pixel coordinates, not meshRaw: normalising x and y by different frame sides would skew the ratio.
  const left = eyeRatio(face.mesh, LEFT_EYE);
  const right = eyeRatio(face.mesh, RIGHT_EYE);
  const [x, y, width, height] = face.boxRaw;
  return {
    faceCount: 1,
    box: { x, y, width, height },
    eyeOpenness: left === null || right === null ? null : (left + right) / 2,
    confidence: face.boxScore,
    antispoof: face.real ?? null,
    liveness: face.live ?? null,
  };
}

async function createEngine(): Promise<FaceEngine> {
  const { Human } = await import("@vladmandic/human");
  const backends = hasHardwareWebGl()
    ? (["webgl", "wasm", "cpu"] as const)
    : (["wasm", "webgl", "cpu"] as const);
  const human = new Human(config);
  // A backend that fails to start (WASM blocked by a CSP without 'wasm-unsafe-eval', no WebGL) leaves
  // TensorFlow on whatever it picks itself, so each one is checked and the next tried.
  for (const backend of backends) {
    human.config.backend = backend;
    await human.init();
    if (human.tf.getBackend() === backend) break;
  }
  await human.load();
  await warmUp(human);
  const backend: string = human.tf.getBackend();
  // One detection at a time: human keeps per-call state on the instance.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    backend,
    modelVersion: `human-${human.version}`,
    detect(input) {
      const run = queue.then(async () => {
        const result = await human.detect(input);
        return toFrame(result.face.filter((face) => face.boxScore >= MIN_SCORE));
      });
      queue = run.catch(() => undefined);
      return run;
    },
  };
}

let engine: Promise<FaceEngine> | undefined;

/** Lazily imports @vladmandic/human (a dynamic import so Vite puts it in its own chunk), loads and warms the models once, and caches the engine. */
export function loadFaceEngine(): Promise<FaceEngine> {
  engine ??= createEngine().catch((error: unknown) => {
    engine = undefined; // a failed load (network, backend) may be retried
    throw error;
  });
  return engine;
}
