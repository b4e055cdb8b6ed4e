#!/usr/bin/env node
// Size of what the built index.html makes a browser fetch before first paint: its scripts, modulepreloads and
// stylesheets, plus every chunk those scripts import statically (found in the JS itself, so a missing
// modulepreload cannot hide one). Usage: node scripts/bundle-size.mjs [distDir]
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, posix, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const HTML_ASSET = /<(?:script|link)\b[^>]*?\b(?:src|href)="([^"]+\.(?:js|css))"[^>]*>/g;
const STATIC_IMPORT = /\bimport\s*(?:[\w$*{}\s,]+from\s*)?["']([^"']+\.js)["']/g;

/** @returns {{ js: FileSize[], css: FileSize[] }} where FileSize = { file, raw, gzip } */
export function initialBundle(distDir) {
  const html = readFileSync(join(distDir, "index.html"), "utf8");
  const seen = new Set();
  const queue = [...html.matchAll(HTML_ASSET)].map((match) => match[1].replace(/^\//, ""));
  while (queue.length > 0) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    if (!file.endsWith(".js")) continue;
    const code = readFileSync(join(distDir, file), "utf8");
    for (const [, specifier] of code.matchAll(STATIC_IMPORT)) {
      if (specifier.startsWith(".")) queue.push(posix.join(posix.dirname(file), specifier));
    }
  }
  const sizes = [...seen].map((file) => {
    const bytes = readFileSync(join(distDir, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  return {
    js: sizes.filter((s) => s.file.endsWith(".js")),
    css: sizes.filter((s) => s.file.endsWith(".css")),
  };
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const total = (sizes, key) => sizes.reduce((sum, size) => sum + size[key], 0);

/** One line per kind, e.g. "initial JS: 12 files, 140.2 KiB gzip (450.1 KiB raw)". */
export function describeInitialBundle(distDir) {
  const { js, css } = initialBundle(distDir);
  return [
    `initial JS:  ${js.length} files, ${kib(total(js, "gzip"))} gzip (${kib(total(js, "raw"))} raw)`,
    `initial CSS: ${css.length} files, ${kib(total(css, "gzip"))} gzip (${kib(total(css, "raw"))} raw)`,
  ].join("\n");
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), "..");
  const distDir = resolve(process.argv[2] ?? join(root, "packages/web/dist"));
  if (!existsSync(join(distDir, "index.html"))) {
    console.error(`No build at ${distDir}: run \`npm run build -w @saheli/web\` first.`);
    process.exit(1);
  }
  const { js } = initialBundle(distDir);
  for (const size of [...js].sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${kib(size.gzip).padStart(10)}  ${size.file}`);
  }
  console.log(describeInitialBundle(distDir));
}
