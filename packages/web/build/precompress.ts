import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin, ResolvedConfig } from "vite";

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|wasm|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Writes a .br and a .gz beside every compressible file of the build (public files included), so the
 * server sends them as they are instead of compressing on each request. Sizes at maximum effort.
 */
export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "saheli:precompress",
    apply: "build",
    configResolved(config: ResolvedConfig) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(files.map((file) => compressFile(join(outDir, file))));
    },
  };
}

async function compressFile(path: string) {
  const source = await readFile(path);
  if (source.length < MIN_BYTES) return;
  const [br, gzipped] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gz(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A file that does not shrink (already compressed data) is sent as it is.
  if (br.length < source.length) await writeFile(`${path}.br`, br);
  if (gzipped.length < source.length) await writeFile(`${path}.gz`, gzipped);
}
