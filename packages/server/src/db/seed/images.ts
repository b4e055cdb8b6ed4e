import sharp from "sharp";
import type { Storage } from "../../platform/storage.js";

/** One picture the seed needs: an SVG drawing and the storage key its WebP goes to. */
export type ImageJob = { key: string; svg: string };

const WEBP_QUALITY = 78;
const CONCURRENCY = 4;

/** Renders an SVG to WebP locally with sharp (librsvg); no network. */
export function renderWebp(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 72 }).webp({ quality: WEBP_QUALITY, effort: 2 }).toBuffer();
}

/** Runs `task` over `items`, at most `limit` at a time. */
export async function forEachLimited<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Renders every job and writes it to storage. */
export async function writeImages(storage: Storage, jobs: readonly ImageJob[]): Promise<void> {
  await forEachLimited(jobs, CONCURRENCY, async (job) => {
    await storage.put(job.key, await renderWebp(job.svg), "image/webp");
  });
}
