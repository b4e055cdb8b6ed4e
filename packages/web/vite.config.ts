import { createReadStream, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath, URL } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, type UserConfig } from "vite";
import { precompress } from "./build/precompress.ts";

const apiServer = "http://localhost:3000";

const contentTypes: Record<string, string> = { json: "application/json", wasm: "application/wasm" };

/**
 * Serves (dev) and emits (build) the selfie check's face models and TensorFlow's WASM backend from our own
 * origin: the page may not reach a CDN. Only the files it runs: @vladmandic/human ships 28 MB more models.
 */
function faceModels(): Plugin {
  const require = createRequire(import.meta.url);
  // Human's exports map hides package.json, so its folder is found from the main entry (dist/…).
  const humanDir = join(dirname(require.resolve("@vladmandic/human")), "..", "models");
  const wasmDir = join(dirname(require.resolve("@tensorflow/tfjs-backend-wasm/package.json")), "dist");
  const folders = [
    {
      url: "models/human/",
      dir: humanDir,
      files: ["blazeface", "facemesh", "iris", "antispoof", "liveness"].flatMap((model) => [
        `${model}.json`,
        `${model}.bin`,
      ]),
    },
    {
      url: "models/tfjs-wasm/",
      dir: wasmDir,
      files: [
        "tfjs-backend-wasm.wasm",
        "tfjs-backend-wasm-simd.wasm",
        "tfjs-backend-wasm-threaded-simd.wasm",
      ],
    },
  ];
  return {
    name: "saheli:face-models",
    configureServer(server) {
      for (const { url, dir, files } of folders) {
        server.middlewares.use(`/${url}`, (request, response) => {
          const file = (request.url ?? "").split("?")[0]!.slice(1);
          // An unknown name gets a 404, not the SPA's index.html, which the model loader would try to parse.
          if (!files.includes(file)) {
            response.statusCode = 404;
            response.end();
            return;
          }
          const type = contentTypes[file.slice(file.lastIndexOf(".") + 1)] ?? "application/octet-stream";
          response.setHeader("content-type", type);
          createReadStream(join(dir, file)).pipe(response);
        });
      }
    },
    generateBundle() {
      for (const { url, dir, files } of folders) {
        for (const file of files) {
          this.emitFile({ type: "asset", fileName: `${url}${file}`, source: readFileSync(join(dir, file)) });
        }
      }
    },
  };
}

const config: UserConfig = {
  plugins: [react(), tailwindcss(), faceModels(), precompress()],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  build: {
    outDir: "dist",
    assetsDir: "assets",
    emptyOutDir: true,
    // The face engine (about 1.5 MB) is one lazy chunk loaded only by the selfie check; the rest stay small.
    chunkSizeWarningLimit: 1600,
    // Every browser the app supports knows <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    // React changes less often than our code: its chunk stays cached across releases. Other libraries are not
    // grouped: one vendor chunk would make every page download every library any page uses.
    rolldownOptions: {
      output: {
        // Icon chunks are named after every page that shares them; their files need not be.
        chunkFileNames: (chunk) => `assets/${chunk.name.split("~")[0]}-[hash].js`,
        codeSplitting: {
          groups: [
            { name: "human", test: /node_modules[\\/]@vladmandic[\\/]human[\\/]/, priority: 30 },
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 20,
            },
            // Everything else the first paint needs in one file rather than dozens of small ones.
            { name: "app", tags: ["$initial"], priority: 10 },
            // Icons grouped by the pages that use them, small groups merged: a page loads a file or two of icons,
            // not one file per icon.
            {
              name: "icons",
              test: /node_modules[\\/]lucide-react[\\/]/,
              entriesAware: true,
              entriesAwareMergeThreshold: 4 * 1024,
              priority: 5,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      "/api": { target: apiServer, ws: true },
      "/media": { target: apiServer },
    },
  },
};

export default defineConfig(({ command }) => {
  // A shell's NODE_ENV=development would otherwise make `vite build` bundle React's development build.
  if (command === "build") process.env.NODE_ENV = "production";
  return config;
});
