import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Config, loadConfig } from "../packages/server/src/config.js";

/**
 * The app as `npm start` runs it (its own embedded PostgreSQL, in a new folder), or on DATABASE_URL's server
 * when that is set; jobs off, no web app, the proxy trusted so each request can bring its own address.
 */
export function benchConfig(): Config {
  const dataDir = mkdtempSync(join(tmpdir(), "saheli-bench-"));
  process.once("exit", () => rmSync(dataDir, { recursive: true, force: true }));
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    SEED_DEMO_DATA: "false",
    DATA_DIR: dataDir,
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  });
  return { ...config, webDistDir: undefined, trustProxy: 1, jobs: { ...config.jobs, enabled: false } };
}
