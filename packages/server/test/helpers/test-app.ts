import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { type App, type AppOverrides, buildApp } from "../../src/app.js";
import { type Config, loadConfig } from "../../src/config.js";
import { type ManualClock, manualClock } from "../../src/platform/clock.js";

export const onPostgres = process.env.SAHELI_TEST_DB === "postgres";

export type TestAppOptions = {
  jobs?: boolean;
  webDistDir?: string;
  configure?: (config: Config) => Config;
  overrides?: AppOverrides;
  /** Extra environment variables, read as at start-up (SMTP_URL, TWILIO_*, OAuth ids…). */
  env?: Record<string, string>;
};

/**
 * A real app on a fresh database: in-memory PGlite, or (in the api-postgres project) a new PostgreSQL
 * database made for this app and dropped when it closes. Uploads go to a temporary folder.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<App> {
  const uploadsDir = mkdtempSync(join(tmpdir(), "saheli-test-"));
  const database = onPostgres ? await createScratchDatabase() : undefined;
  const base = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", SEED_DEMO_DATA: "false", ...options.env });
  const config: Config = {
    ...base,
    dataDir: undefined,
    uploadsDir,
    databaseUrl: database?.url,
    redisUrl: onPostgres ? process.env.REDIS_URL : undefined,
    redisKeyPrefix: `saheli-test-${randomUUID()}:`,
    webDistDir: options.webDistDir,
    jobs: { enabled: options.jobs ?? false, pollingIntervalSeconds: 0.5 },
  };
  const app = await buildApp(options.configure ? options.configure(config) : config, options.overrides);
  app.addHook("onClose", async () => {
    rmSync(uploadsDir, { recursive: true, force: true });
    await database?.drop();
  });
  return app;
}

async function createScratchDatabase() {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error("SAHELI_TEST_DB=postgres needs DATABASE_URL");
  const name = `saheli_test_${randomUUID().replaceAll("-", "")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

/** A test app whose clock stands still until the test moves it (code expiry, recovery windows). */
export async function createClockedApp(
  options: TestAppOptions = {},
): Promise<{ app: App; clock: ManualClock }> {
  const clock = manualClock(new Date());
  const app = await createTestApp({ ...options, overrides: { ...options.overrides, clock } });
  return { app, clock };
}
