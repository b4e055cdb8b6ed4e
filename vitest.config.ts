import { fileURLToPath } from "node:url";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

const apiTests: TestProjectInlineConfiguration = {
  test: {
    name: "api",
    include: ["packages/server/test/**/*.test.ts"],
    environment: "node",
    // PostgreSQL for the whole run (DATABASE_URL's server, or an embedded one) and a migrated template.
    globalSetup: ["packages/server/test/setup/database.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file builds its own apps; two workers suit the two cores CI has.
    maxWorkers: 2,
  },
};

// Unit tests beside the code, API tests through buildApp on PostgreSQL (and Redis when REDIS_URL is set), browser journeys.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["packages/*/src/**/*.test.ts", "packages/*/src/**/*.test.tsx"],
          environment: "node",
        },
        // The web's own alias, so its component tests import as its code does.
        resolve: { alias: { "@": fileURLToPath(new URL("./packages/web/src", import.meta.url)) } },
      },
      apiTests,
      {
        test: {
          name: "e2e",
          include: ["packages/web/e2e/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
