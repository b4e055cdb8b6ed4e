import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";

const main = resolve(import.meta.dirname, "../../src/main.ts");
const dataDir = mkdtempSync(join(tmpdir(), "saheli-durable-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

type Server = { child: ChildProcess; url: string };

/** The real entry point on the embedded default, as `npm start` runs it. */
async function start(port: number): Promise<Server> {
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...env } = process.env;
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", main], {
    env: {
      ...env,
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      SEED_DEMO_DATA: "false",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let said = "";
  child.stderr?.on("data", (chunk) => {
    said += chunk;
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}: ${said}`);
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { child, url };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the server did not become healthy");
}

/** The embedded server's own address, read from its files as an operator would. */
function embeddedUrl() {
  const password = readFileSync(join(dataDir, "postgres.password"), "utf8").trim();
  const port = readFileSync(join(dataDir, "postgres", "postmaster.pid"), "utf8").split("\n")[3];
  return { url: `postgres://postgres:${password}@127.0.0.1:${port}/saheli`, pid: embeddedPid() };
}

const embeddedPid = () =>
  Number(readFileSync(join(dataDir, "postgres", "postmaster.pid"), "utf8").split("\n")[0]);

async function sql(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");

async function signIn(server: Server, email: string) {
  const headers = { "content-type": "application/json", origin: server.url };
  const body = JSON.stringify({ channel: "email", identifier: email });
  const sent = await fetch(`${server.url}/api/auth/otp/send`, { method: "POST", headers, body });
  if (!sent.ok) throw new Error(`send answered ${sent.status}: ${await sent.text()}`);
  // The code is bound to the browser that asked for it.
  const pending = cookiesOf(sent);
  const outbox = (await (await fetch(`${server.url}/api/dev/outbox`)).json()) as {
    to: string;
    text: string;
  }[];
  const code = outbox.find((m) => m.to === email)?.text.match(/\b(\d{6})\b/)?.[1];
  const verified = await fetch(`${server.url}/api/auth/otp/verify`, {
    method: "POST",
    headers: { ...headers, cookie: pending },
    body: JSON.stringify({ channel: "email", identifier: email, code }),
  });
  if (!verified.ok) throw new Error(`verify answered ${verified.status}: ${await verified.text()}`);
  return {
    cookie: cookiesOf(verified),
    userId: ((await verified.json()) as { user: { id: string } }).user.id,
  };
}

describe("the embedded database across kill -9", () => {
  it("keeps every message it acknowledged when Saheli and its PostgreSQL are killed outright", async () => {
    const port = 30_000 + Math.floor(Math.random() * 20_000);
    const first = await start(port);
    const sender = await signIn(first, "durable@saheli.test");
    const recipient = await signIn(first, "durable2@saheli.test");
    const db = embeddedUrl();
    await sql(
      db.url,
      "update profiles set is_verified = true, gender = true, gender_verified = true where id = any($1)",
      [[sender.userId, recipient.userId]],
    );
    const headers = { "content-type": "application/json", origin: first.url, cookie: sender.cookie };
    const started = await fetch(`${first.url}/api/chat/conversations`, {
      method: "POST",
      headers,
      body: JSON.stringify({ participant_ids: [recipient.userId] }),
    });
    const conversation = ((await started.json()) as { id: string }).id;

    // Four writers send until 80 messages are acknowledged (her limit is 120 a minute); the kill lands mid-flight.
    let acknowledged = 0;
    let killed = false;
    let killNow: () => void = () => undefined;
    const enough = new Promise<void>((resolve) => {
      killNow = resolve;
    });
    const writer = async (lane: number) => {
      for (let i = 0; !killed; i++) {
        const res = await fetch(`${first.url}/api/chat/conversations/${conversation}/messages`, {
          method: "POST",
          headers,
          body: JSON.stringify({ content: `lane ${lane} message ${i}` }),
        }).catch(() => undefined);
        if (res?.ok && ++acknowledged >= 80) killNow();
        else if (!res?.ok && !killed) throw new Error(`send answered ${res?.status}: ${await res?.text()}`);
      }
    };
    const lanes = [0, 1, 2, 3].map(writer);
    await enough;
    killed = true;
    first.child.kill("SIGKILL");
    process.kill(db.pid, "SIGKILL");
    await Promise.all(lanes);
    expect(acknowledged).toBeGreaterThanOrEqual(80);

    const second = await start(port);
    try {
      const [row] = await sql(
        embeddedUrl().url,
        "select count(*)::int as n from messages where sender_id = $1",
        [sender.userId],
      );
      expect(row?.n).toBeGreaterThanOrEqual(acknowledged);
      // A message still in flight at the kill may or may not have committed; nothing acknowledged may be missing.
      expect(row?.n).toBeLessThanOrEqual(acknowledged + lanes.length);
    } finally {
      const exited = new Promise((r) => second.child.once("exit", r));
      second.child.kill("SIGTERM");
      await exited;
    }
  }, 120_000);
});
