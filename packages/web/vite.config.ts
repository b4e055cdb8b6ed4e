import { createReadStream, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath, URL } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const apiServer = "http://localhost:3000";

/** Serves (dev) and emits (build) the face models the selfie check runs, under /models/human/: never a CDN. */
function humanModels(): Plugin {
  // Only these: the package ships 28 MB more (body, hand, object, emotion…). Its exports map hides
  // package.json, so the folder is found from the main entry (dist/…).
  const names = ["blazeface", "facemesh", "iris", "antispoof", "liveness"];
  const files = names.flatMap((name) => [`${name}.json`, `${name}.bin`]);
  const dir = join(dirname(createRequire(import.meta.url).resolve("@vladmandic/human")), "..", "models");
  return {
    name: "saheli:human-models",
    configureServer(server) {
      server.middlewares.use("/models/human/", (request, response) => {
        const file = (request.url ?? "").split("?")[0]!.slice(1);
        // An unknown name gets a 404, not the SPA's index.html, which the model loader would try to parse.
        if (!files.includes(file)) {
          response.statusCode = 404;
          response.end();
          return;
        }
        response.setHeader(
          "content-type",
          file.endsWith(".json") ? "application/json" : "application/octet-stream",
        );
        createReadStream(join(dir, file)).pipe(response);
      });
    },
    generateBundle() {
      for (const file of files) {
        this.emitFile({
          type: "asset",
          fileName: `models/human/${file}`,
          source: readFileSync(join(dir, file)),
        });
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), humanModels()],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  build: {
    outDir: "dist",
    assetsDir: "assets",
    emptyOutDir: true,
    // Libraries change less often than our code: their own chunks stay cached across releases.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Above "vendor", whose eager chunk would otherwise swallow the 1.5 MB face engine.
            { name: "human", test: /node_modules[\\/]@vladmandic[\\/]human[\\/]/, priority: 30 },
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 20,
            },
            { name: "vendor", test: /node_modules/, priority: 10 },
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
});
