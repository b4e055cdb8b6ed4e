import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

const apiTests = (name: string, env: Record<string, string>): TestProjectInlineConfiguration => ({
  test: {
    name,
    include: ["packages/server/test/**/*.test.ts"],
    environment: "node",
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file builds its own apps; two workers suit the two cores CI has.
    maxWorkers: 2,
  },
});

// Unit tests beside the code, API tests through buildApp (PGlite, then PostgreSQL), browser journeys.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["packages/*/src/**/*.test.ts", "packages/*/src/**/*.test.tsx"],
          environment: "node",
        },
      },
      apiTests("api-pglite", { SAHELI_TEST_DB: "pglite" }),
      // The same API suite again on PostgreSQL and Redis when the machine has them (CI does).
      ...(process.env.DATABASE_URL ? [apiTests("api-postgres", { SAHELI_TEST_DB: "postgres" })] : []),
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
