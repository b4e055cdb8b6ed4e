import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inject } from "vitest";
import { type App, type AppOverrides, buildApp } from "../../src/app.js";
import { type Config, loadConfig } from "../../src/config.js";
import { type ManualClock, manualClock } from "../../src/platform/clock.js";
import { admin } from "../setup/database.js";

/** CI runs the suite with Redis as well: rate-limit counters and the bus then go through it. */
export const onRedis = Boolean(process.env.REDIS_URL);

export type TestAppOptions = {
  jobs?: boolean;
  webDistDir?: string;
  configure?: (config: Config) => Config;
  overrides?: AppOverrides;
  /**
   * Rate limits ×1000, for tests of other things that act faster than a person can (a post every 5 s is the
   * real rule; rate-limits.test.ts and the per-route tests keep the real ones).
   */
  relaxedLimits?: boolean;
  /** Extra environment variables, read as at start-up (SMTP_URL, TWILIO_*, OAuth ids…). */
  env?: Record<string, string>;
};

/**
 * A real app on a fresh PostgreSQL database cloned from the run's migrated template (test/setup/database.ts),
 * dropped when the app closes. Uploads go to a temporary folder.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<App> {
  const uploadsDir = mkdtempSync(join(tmpdir(), "saheli-test-"));
  const database = await createScratchDatabase();
  const base = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", SEED_DEMO_DATA: "false", ...options.env });
  const config: Config = {
    ...base,
    dataDir: uploadsDir,
    uploadsDir,
    databaseUrl: database.url,
    redisUrl: process.env.REDIS_URL,
    redisKeyPrefix: `saheli-test-${randomUUID()}:`,
    webDistDir: options.webDistDir,
    jobs: { enabled: options.jobs ?? false, pollingIntervalSeconds: 0.5 },
    limitsScale: options.relaxedLimits ? 1000 : 1,
  };
  const app = await buildApp(options.configure ? options.configure(config) : config, options.overrides);
  // Fastify runs onClose hooks last-registered first, so a hook added here would drop the database before the
  // app's own hook has stopped its jobs and closed its pool. The drop waits for the whole close instead.
  const close = app.close.bind(app);
  app.close = (async () => {
    await close();
    rmSync(uploadsDir, { recursive: true, force: true });
    await database.drop();
  }) as App["close"];
  return app;
}

async function createScratchDatabase() {
  const { adminUrl, template } = inject("testDatabase");
  const name = `saheli_test_${randomUUID().replaceAll("-", "")}`;
  await admin(adminUrl, `create database "${name}" template "${template}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(adminUrl, `drop database if exists "${name}" with (force)`),
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
