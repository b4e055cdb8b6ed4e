import { defineConfig } from "tsup";

// One ESM bundle of the server and @saheli/core; node_modules stay external.
export default defineConfig({
  entry: { main: "src/main.ts" },
  format: "esm",
  platform: "node",
  target: "node20",
  outDir: "dist",
  clean: true,
  sourcemap: true,
  noExternal: [/^@saheli\//],
});
