import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { eyeOpenness, type Point } from "@saheli/core/liveness";
import type * as TfCore from "@tensorflow/tfjs-core";
import type { Config, FaceResult, Human } from "@vladmandic/human";
import sharp from "sharp";

/** What the face model saw in one frame. */
export type FaceReading = {
  /** Faces found with a detection score of at least 0.3. */
  faces: number;
  /** Mean eye aspect ratio of both eyes, when exactly one face was found. */
  eyeOpenness: number | null;
  /** The face's descriptor (faceres), when exactly one face was found. */
  descriptor: number[] | null;
};

export interface FaceModel {
  readonly version: string;
  read(jpeg: Buffer): Promise<FaceReading>;
  /** 0..1; above about 0.5 the two descriptors are likely the same person. */
  similarity(a: number[], b: number[]): number;
}

const MIN_SCORE = 0.3;
const LEFT_EYE = [33, 160, 158, 133, 153, 144] as const;
const RIGHT_EYE = [362, 385, 387, 263, 373, 380] as const;
/** Frames are read at camera size: a larger photo is scaled down first (the detector works at 256 px anyway). */
const MAX_SIDE = 640;

const require = createRequire(import.meta.url);

/** The package's exports map lists its Node builds as conditions, not subpaths, so the file is found by path. */
function packagePaths() {
  const humanDist = dirname(require.resolve("@vladmandic/human"));
  const wasmDist = dirname(require.resolve("@tensorflow/tfjs-backend-wasm"));
  return {
    human: join(humanDist, "human.node-wasm.js"),
    models: `${pathToFileURL(join(humanDist, "..", "models")).href}/`,
    wasm: `${wasmDist}/`,
  };
}

/**
 * TensorFlow.js reads `file://` models only with tfjs-node, which cannot be installed here; this load router
 * reads the model JSON and its weight files from disk, so nothing is fetched from the network.
 */
function registerFileModels(tf: typeof TfCore) {
  const router = (url: string | string[]) => {
    const path = Array.isArray(url) ? url[0] : url;
    if (typeof path !== "string" || !path.startsWith("file://")) return null;
    return {
      async load() {
        const file = fileURLToPath(path);
        const json = JSON.parse(await readFile(file, "utf8")) as TfCore.io.ModelJSON;
        return tf.io.getModelArtifactsForJSON(json, async (manifest) => {
          const specs = manifest.flatMap((group) => group.weights);
          const buffers = await Promise.all(
            manifest.flatMap((group) => group.paths.map((p) => readFile(join(dirname(file), p)))),
          );
          const data = Buffer.concat(buffers);
          return [specs, data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength)];
        });
      },
    };
  };
  // A router answers null for URLs it does not take; tfjs's type says otherwise.
  tf.io.registerLoadRouter(router as Parameters<typeof tf.io.registerLoadRouter>[0]);
}

const config = (paths: ReturnType<typeof packagePaths>): Partial<Config> => ({
  backend: "wasm",
  wasmPath: paths.wasm,
  modelBasePath: paths.models,
  debug: false,
  cacheModels: false,
  cacheSensitivity: 0,
  filter: { enabled: false },
  warmup: "none",
  face: {
    enabled: true,
    // More than one face must be seen to be refused.
    detector: { maxDetected: 5, minConfidence: MIN_SCORE, rotation: false, skipFrames: 0, skipTime: 0 },
    mesh: { enabled: true },
    iris: { enabled: true },
    description: { enabled: true, skipFrames: 0, skipTime: 0 },
    attention: { enabled: false },
    emotion: { enabled: false },
    antispoof: { enabled: false },
    liveness: { enabled: false },
  },
  body: { enabled: false },
  hand: { enabled: false },
  object: { enabled: false },
  gesture: { enabled: false },
  segmentation: { enabled: false },
});

function eyeRatio(mesh: FaceResult["mesh"], indices: readonly number[]): number | null {
  const points: Point[] = [];
  for (const index of indices) {
    const point = mesh[index];
    if (!point) return null;
    points.push({ x: point[0], y: point[1] });
  }
  return eyeOpenness(points as [Point, Point, Point, Point, Point, Point]);
}

function readingOf(found: FaceResult[]): FaceReading {
  const faces = found.filter((face) => face.boxScore >= MIN_SCORE);
  const face = faces.length === 1 ? faces[0] : undefined;
  if (!face) return { faces: faces.length, eyeOpenness: null, descriptor: null };
  const left = eyeRatio(face.mesh, LEFT_EYE);
  const right = eyeRatio(face.mesh, RIGHT_EYE);
  return {
    faces: 1,
    eyeOpenness: left === null || right === null ? null : (left + right) / 2,
    descriptor: face.embedding && face.embedding.length > 0 ? [...face.embedding] : null,
  };
}

/** A loaded Human on the WASM backend with the packaged face models (tests' fixture scripts use it too). */
export async function loadHuman(): Promise<Human> {
  const paths = packagePaths();
  const { Human: HumanClass } = require(paths.human) as { Human: new (c: Partial<Config>) => Human };
  const human = new HumanClass(config(paths));
  registerFileModels(human.tf as unknown as typeof TfCore);
  await human.init();
  await human.load();
  return human;
}

/** A JPEG as the model's input tensor, scaled down to camera size. The caller disposes it. */
export async function imageTensor(human: Human, jpeg: Buffer) {
  const { data, info } = await sharp(jpeg)
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: "inside", withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const tf = human.tf as unknown as typeof TfCore;
  return tf.tensor(data, [1, info.height, info.width, 3], "int32");
}

async function createModel(): Promise<FaceModel> {
  const human = await loadHuman();
  const tf = human.tf as unknown as typeof TfCore;
  // One detection at a time: human keeps per-call state on the instance.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    version: `human-${human.version}`,
    similarity: (a, b) => human.match.similarity(a, b),
    read(jpeg) {
      const run = queue.then(async () => {
        const input = await imageTensor(human, jpeg);
        try {
          const result = await human.detect(input as never);
          return readingOf(result.face);
        } finally {
          tf.dispose(input);
        }
      });
      queue = run.catch(() => undefined);
      return run;
    },
  };
}

let model: Promise<FaceModel> | undefined;

/** The face model in this process: loaded on first use (about a second), then shared. */
export function loadFaceModel(): Promise<FaceModel> {
  model ??= createModel().catch((error: unknown) => {
    model = undefined;
    throw error;
  });
  return model;
}
