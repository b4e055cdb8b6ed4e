import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const entry = resolve(import.meta.dirname, "../packages/server/dist/main.js");

/** Milliseconds from spawning the built server to its first 200 from /api/health. */
async function timeToHealthy(dataDir: string, port: number): Promise<number> {
  const started = performance.now();
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...env } = process.env;
  const child = spawn(process.execPath, [entry], {
    env: {
      ...env,
      NODE_ENV: "development",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
    },
    stdio: "ignore",
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return Math.round(performance.now() - started);
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await exited;
  }
}

export async function measureColdStart() {
  if (!existsSync(entry)) throw new Error("Build first: npm run build");
  const dataDir = mkdtempSync(join(tmpdir(), "saheli-bench-"));
  try {
    const firstRunMs = await timeToHealthy(dataDir, 3917);
    const warmMs = await timeToHealthy(dataDir, 3917);
    return { firstRunMs, warmMs };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
