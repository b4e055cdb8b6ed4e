/**
 * Time of the server's blink check (decision 006) on this machine: loading the face model once, the first
 * check, then steady checks of three 640×480 frames alone and with the photo (what one request pays).
 * `npx tsx bench/blink-check.ts`
 */
import { readFile } from "node:fs/promises";
import { modelBlinkCheck } from "../packages/server/src/platform/blink-check.js";
import { loadFaceModel } from "../packages/server/src/platform/face-model.js";

const fixture = (name: string) =>
  readFile(new URL(`../packages/server/test/fixtures/${name}.jpg`, import.meta.url));
const [open, closed] = await Promise.all([fixture("blink-open"), fixture("blink-closed")]);
const frames = [open, closed, open];

const ms = (from: number) => Math.round(performance.now() - from);
let start = performance.now();
const model = await loadFaceModel();
const load = ms(start);
const check = modelBlinkCheck(async () => model);
start = performance.now();
const first = await check.check(frames, open);
const firstMs = ms(start);
if (!first.passed) throw new Error(`the fixtures should pass: ${first.note}`);

// CPU time beside wall time: on a busy shared machine the wall time mostly measures the wait for a core.
const cpuMs = (from: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(from);
  return Math.round((used.user + used.system) / 1000);
};
const runs = 20;
const framesOnly: number[] = [];
const framesCpu: number[] = [];
const withPhoto: number[] = [];
const withPhotoCpu: number[] = [];
for (let i = 0; i < runs; i += 1) {
  start = performance.now();
  let cpu = process.cpuUsage();
  for (const frame of frames) await model.read(frame);
  framesOnly.push(ms(start));
  framesCpu.push(cpuMs(cpu));
  start = performance.now();
  cpu = process.cpuUsage();
  await check.check(frames, open);
  withPhoto.push(ms(start));
  withPhotoCpu.push(cpuMs(cpu));
}
const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `p50 ${sorted[Math.floor(runs / 2)]} ms, max ${sorted[runs - 1]} ms`;
};
const tf = (await import("@tensorflow/tfjs-core")) as typeof import("@tensorflow/tfjs-core");
process.stdout.write(
  [
    `backend ${tf.getBackend()}, SIMD ${await tf.env().getAsync("WASM_HAS_SIMD_SUPPORT")}, threads ${await tf.env().getAsync("WASM_HAS_MULTITHREAD_SUPPORT")}`,
    `model load (once per process): ${load} ms`,
    `first check (3 frames + photo, cold): ${firstMs} ms`,
    `3 frames read: wall ${stats(framesOnly)}; CPU ${stats(framesCpu)}`,
    `whole check, 3 frames + photo: wall ${stats(withPhoto)}; CPU ${stats(withPhotoCpu)}`,
    `load average: ${(await import("node:os"))
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
    "",
  ].join("\n"),
);
