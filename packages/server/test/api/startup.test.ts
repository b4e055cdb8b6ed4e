import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const main = resolve(import.meta.dirname, "../../src/main.ts");

/** Starts the real entry point and returns what it printed; these runs all fail before listening. */
function start(env: Record<string, string | undefined>) {
  const given = { PATH: process.env.PATH, NODE_ENV: "test", LOG_LEVEL: "silent", PORT: "0", ...env };
  const result = spawnSync(process.execPath, ["--import", "tsx", main], {
    env: Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined)),
    encoding: "utf8",
    timeout: 60_000,
  });
  return { code: result.status, stderr: result.stderr.trim() };
}

describe("start-up with bad input", () => {
  it("stops on a malformed variable with one line naming it", () => {
    const { code, stderr } = start({ PORT: "not-a-port" });
    expect(code).toBe(1);
    expect(stderr).toBe(
      'Saheli cannot start: Invalid environment variable PORT="not-a-port": expected a port number',
    );
  });

  it("refuses production without PUBLIC_URL, and with the demo data, in one line naming the variable", () => {
    const bare = start({ NODE_ENV: undefined });
    expect(bare.code).toBe(1);
    expect(bare.stderr).toMatch(/^Saheli cannot start: Missing environment variable PUBLIC_URL: [^\n]+$/);
    const seeded = start({
      NODE_ENV: "production",
      PUBLIC_URL: "https://saheli.example",
      SEED_DEMO_DATA: "true",
    });
    expect(seeded.code).toBe(1);
    expect(seeded.stderr).toBe(
      'Saheli cannot start: Invalid environment variable SEED_DEMO_DATA="true": the demo data is for NODE_ENV=development only',
    );
  });

  it("stops on a foreign DATA_DIR with a clear message", () => {
    const dir = mkdtempSync(join(tmpdir(), "saheli-foreign-"));
    try {
      mkdirSync(join(dir, "postgres"));
      writeFileSync(join(dir, "postgres", "notes.txt"), "not a database");
      const { code, stderr } = start({ DATA_DIR: dir });
      expect(code).toBe(1);
      expect(stderr).toMatch(/^Saheli cannot start: DATA_DIR .* is not a Saheli database/);
      expect(stderr.split("\n")).toHaveLength(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("stops on a corrupt embedded database with a clear message", () => {
    const dir = mkdtempSync(join(tmpdir(), "saheli-corrupt-"));
    try {
      mkdirSync(join(dir, "postgres"));
      writeFileSync(join(dir, "postgres", "PG_VERSION"), "garbage\n");
      writeFileSync(join(dir, "postgres.password"), "x\n");
      const { code, stderr } = start({ DATA_DIR: dir });
      expect(code).toBe(1);
      expect(stderr).toMatch(
        /^Saheli cannot start: the embedded PostgreSQL stopped while starting .*DATABASE_URL/,
      );
      expect(stderr.split("\n")).toHaveLength(1);
      expect(stderr).not.toMatch(/\n\s+at /);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
