// Issue 23's radio bench: one episode (a 20 MB MP3) streamed to 200 listeners at once from one node, as
// `GET /api/radio/episodes/{id}/audio` with byte ranges as players ask for them. The listeners run in a child
// process, so the figures are the server's own: its RSS is sampled every 50 ms; budget: it grows by at most 50 MB
// over its settled size before the load. Two rounds: 200 players reading as fast as they can (from random
// positions, as seeks do), then 200 players reading at about a listener's pace (128 KB/s) for 8 s. Alone:
//   node --import tsx bench/radio.ts      (the embedded PostgreSQL in a new folder, or DATABASE_URL's server)
import { fork } from "node:child_process";
import { randomUUID } from "node:crypto";
import { get } from "node:http";
import { fileURLToPath, pathToFileURL } from "node:url";
import { silentMp3 } from "../packages/core/src/radio-audio-samples.js";
import type { App } from "../packages/server/src/app.js";
import { buildApp } from "../packages/server/src/app.js";
import { benchConfig } from "./config.js";

export const RADIO_BUDGET = { rssGrowthMb: 50 };
const LISTENERS = Number(process.env.BENCH_RADIO_LISTENERS ?? 200);
const EPISODE_SECONDS = 5000; // 32 kbit/s: about 20 MB

type Round = { name: string; listeners: number; bytes: number; failures: number; seconds: number };

/** A verified host, an approved show and its episode, stored as an upload would store it. */
async function seedEpisode(app: App) {
  const { database, storage } = app.deps;
  const host = randomUUID();
  const show = randomUUID();
  const episode = randomUUID();
  const audio = Buffer.from(silentMp3(EPISODE_SECONDS));
  const key = `private/radio/${show}/${episode}.mp3`;
  await storage.put(key, audio, "audio/mpeg");
  await database.executeSql(
    `insert into profiles (id, username, full_name, email, is_verified, gender_verified)
     values ($1, $2, 'Bench Host', $3, true, true)`,
    [host, `bench_host_${host.slice(0, 8)}`, `bench-host-${host.slice(0, 8)}@example.in`],
  );
  await database.executeSql(
    `insert into radio_shows (id, host_id, title, slug, description, cover_url, category, status)
     values ($1, $2, 'Bench show', 'bench-show', 'For the bench', '/media/none.webp', 'business', 'approved')`,
    [show, host],
  );
  await database.executeSql(
    `insert into radio_episodes (id, show_id, title, storage_key, content_type, size_bytes, duration_ms)
     values ($1, $2, 'Bench episode', $3, 'audio/mpeg', $4, $5)`,
    [episode, show, key, audio.length, EPISODE_SECONDS * 1000],
  );
  return { path: `/api/radio/episodes/${episode}/audio`, size: audio.length };
}

const rssMb = () => process.memoryUsage().rss / (1024 * 1024);

async function settledRss() {
  for (let i = 0; i < 3; i++) {
    (globalThis as { gc?: () => void }).gc?.();
    await new Promise((r) => setTimeout(r, 200));
  }
  return rssMb();
}

/** Runs one round of listeners in a child process while sampling this process's RSS. */
function round(url: string, size: number, mode: "fast" | "paced"): Promise<Round & { peakMb: number }> {
  return new Promise((resolve, reject) => {
    let peak = rssMb();
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb());
    }, 50);
    const child = fork(fileURLToPath(import.meta.url), [], {
      env: { ...process.env, RADIO_BENCH_CLIENT: JSON.stringify({ url, size, mode, listeners: LISTENERS }) },
      execArgv: ["--import", "tsx"],
    });
    child.once("message", (result: Round) => {
      clearInterval(sampler);
      resolve({ ...result, peakMb: peak });
    });
    child.once("error", reject);
    child.once("exit", (code) => {
      clearInterval(sampler);
      if (code !== 0) reject(new Error(`the listeners' process exited with ${code}`));
    });
  });
}

/** The listeners' side: each asks from a random position (as a seek does) and reads to the end or for 8 s. */
async function listen({
  url,
  size,
  mode,
  listeners,
}: {
  url: string;
  size: number;
  mode: "fast" | "paced";
  listeners: number;
}) {
  const started = Date.now();
  let bytes = 0;
  let failures = 0;
  const one = (i: number) =>
    new Promise<void>((done) => {
      const from = Math.floor(Math.random() * (size / 2));
      const request = get(
        url,
        { headers: { range: `bytes=${from}-`, "x-forwarded-for": `10.1.${Math.floor(i / 250)}.${i % 250}` } },
        (response) => {
          if (response.statusCode !== 206) failures += 1;
          if (mode === "paced") {
            // About 128 KB/s (32 KB every 250 ms) for 8 s: TCP back-pressure reaches the server as with a player.
            let allowance = 32 * 1024;
            const stopAt = Date.now() + 8000;
            const pace = setInterval(() => {
              if (Date.now() > stopAt) {
                clearInterval(pace);
                response.destroy();
                done();
                return;
              }
              allowance = 32 * 1024;
              response.resume();
            }, 250);
            response.on("data", (chunk: Buffer) => {
              allowance -= chunk.length;
              if (allowance <= 0) response.pause();
            });
            response.on("close", () => clearInterval(pace));
          }
          response.on("data", (chunk: Buffer) => {
            bytes += chunk.length;
          });
          response.on("end", () => done());
          response.on("error", () => done());
        },
      );
      request.on("error", () => {
        failures += 1;
        done();
      });
    });
  await Promise.all(Array.from({ length: listeners }, (_, i) => one(i)));
  return { name: mode, listeners, bytes, failures, seconds: (Date.now() - started) / 1000 };
}

export async function measureRadio(app: App, base: string) {
  const episode = await seedEpisode(app);
  const url = `${base}${episode.path}`;
  // One play first: code paths warmed, the file in the page cache.
  await new Promise<void>((done) => get(url, (res) => res.resume().on("end", done)));
  const before = await settledRss();
  const fast = await round(url, episode.size, "fast");
  // A pause between the rounds, as between listeners' sessions: the first round's garbage is collected.
  await settledRss();
  const paced = await round(url, episode.size, "paced");
  const after = await settledRss();
  return {
    episodeMb: Math.round((episode.size / (1024 * 1024)) * 10) / 10,
    beforeMb: Math.round(before),
    rounds: [fast, paced].map((r) => ({
      round:
        r.name === "fast" ? "200 players, as fast as they read" : "200 players at a listener's pace, 8 s",
      listeners: r.listeners,
      "MB sent": Math.round(r.bytes / (1024 * 1024)),
      seconds: Math.round(r.seconds * 10) / 10,
      failures: r.failures,
      "peak RSS MB": Math.round(r.peakMb),
      "growth MB": Math.round(r.peakMb - before),
    })),
    afterMb: Math.round(after),
    growthMb: Math.round(Math.max(fast.peakMb, paced.peakMb) - before),
  };
}

export function printRadio(radio: Awaited<ReturnType<typeof measureRadio>>) {
  console.info(
    `\nIssue 23 radio: a ${radio.episodeMb} MB episode to ${LISTENERS} listeners at once from one node (RSS before ${radio.beforeMb} MB, after ${radio.afterMb} MB)`,
  );
  console.table(radio.rounds);
  const ok = radio.growthMb <= RADIO_BUDGET.rssGrowthMb && radio.rounds.every((r) => r.failures === 0);
  console.info(
    `RSS growth ${radio.growthMb} MB (budget ≤ ${RADIO_BUDGET.rssGrowthMb} MB): ${ok ? "within" : "OVER"}`,
  );
  return ok;
}

async function main() {
  const app = await buildApp(benchConfig());
  try {
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    const ok = printRadio(await measureRadio(app, address));
    process.exitCode = ok ? 0 : 1;
  } finally {
    await app.close();
  }
}

const client = process.env.RADIO_BENCH_CLIENT;
if (client) {
  listen(JSON.parse(client)).then(
    (result) => {
      process.send?.(result);
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
} else if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await main();
}
