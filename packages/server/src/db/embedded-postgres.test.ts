import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { EmbeddedPostgresError, startEmbeddedPostgres } from "./embedded-postgres.js";

const made: string[] = [];
const scratch = () => {
  const dir = mkdtempSync(join(tmpdir(), "saheli-datadir-"));
  made.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function count(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query("select count(*)::int as n from notes")).rows[0].n as number;
  } finally {
    await client.end();
  }
}

describe("the embedded PostgreSQL", () => {
  it("refuses a DATA_DIR that is a file", async () => {
    const file = join(scratch(), "file");
    writeFileSync(file, "x");
    await expect(startEmbeddedPostgres({ dataDir: file })).rejects.toThrow(EmbeddedPostgresError);
    await expect(startEmbeddedPostgres({ dataDir: file })).rejects.toThrow(/is a file, not a folder/);
  });

  it("refuses a postgres folder that is not a database", async () => {
    const dir = scratch();
    mkdirSync(join(dir, "postgres"));
    writeFileSync(join(dir, "postgres", "holiday.jpg"), "x");
    await expect(startEmbeddedPostgres({ dataDir: dir })).rejects.toThrow(/is not a Saheli database/);
  });

  it("says why in one line when the cluster is corrupt", async () => {
    const dir = scratch();
    mkdirSync(join(dir, "postgres"));
    writeFileSync(join(dir, "postgres", "PG_VERSION"), "garbage\n");
    writeFileSync(join(dir, "postgres.password"), "x\n");
    const failure = startEmbeddedPostgres({ dataDir: dir });
    await expect(failure).rejects.toThrow(EmbeddedPostgresError);
    await expect(failure).rejects.toThrow(/stopped while starting .*DATABASE_URL/);
  });

  it("keeps its data across a restart, on a loopback port of its own", async () => {
    const dir = scratch();
    const first = await startEmbeddedPostgres({ dataDir: dir });
    expect(new URL(first.url).hostname).toBe("127.0.0.1");
    const client = new pg.Client({ connectionString: first.url });
    await client.connect();
    await client.query("create table notes (body text); insert into notes values ('chai'), ('साड़ी')");
    await client.end();
    await first.stop();
    const second = await startEmbeddedPostgres({ dataDir: dir });
    try {
      expect(await count(second.url)).toBe(2);
    } finally {
      await second.stop();
    }
  });

  it("stops a server left running by a Saheli that was killed, then starts its own", async () => {
    const dir = scratch();
    const orphan = await startEmbeddedPostgres({ dataDir: dir });
    // As after `kill -9` of Node: the server runs on, and the owner file names a pid that is gone.
    writeFileSync(join(dir, "postgres.owner"), "999999");
    const next = await startEmbeddedPostgres({ dataDir: dir });
    try {
      expect(next.pid).not.toBe(orphan.pid);
      await expect(count(orphan.url)).rejects.toThrow();
      expect(readFileSync(join(dir, "postgres.owner"), "utf8")).toBe(String(process.pid));
    } finally {
      await next.stop();
    }
  });

  it("starts again after its server was killed outright while a connection was open", async () => {
    const dir = scratch();
    const crashed = await startEmbeddedPostgres({ dataDir: dir });
    const client = new pg.Client({ connectionString: crashed.url });
    client.on("error", () => undefined);
    await client.connect();
    await client.query("create table notes (body text); insert into notes values ('kept')");
    process.kill(crashed.pid, "SIGKILL");
    writeFileSync(join(dir, "postgres.owner"), "999999");
    const next = await startEmbeddedPostgres({ dataDir: dir });
    try {
      expect(await count(next.url)).toBe(1);
    } finally {
      await client.end().catch(() => undefined);
      await next.stop();
    }
  });
});
