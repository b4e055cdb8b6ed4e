// `node --import tsx bench/assistant.ts`: `POST /api/ai-chat` without a model (answers built from the help
// articles, listings and posts) on the bench marketplace: the 20 typical questions of the API test and a few
// shopping questions, asked in turn. Issue 22's budget: p50 ≤ 50 ms.
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { buildApp } from "../packages/server/src/app.js";
import { benchConfig } from "./config.js";
import { seedMarketplace } from "./marketplace.js";

const BUDGET_P50_MS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 6);
const fixture = JSON.parse(
  readFileSync(new URL("../packages/server/test/fixtures/ai-chat-questions.json", import.meta.url), "utf8"),
) as { question: string }[];
const questions = [
  ...fixture.map((q) => q.question),
  "Where can I buy a silk saree?",
  "Do you have handmade jewellery?",
  "Any tips for marketing my shop?",
];

const app = await buildApp({ ...benchConfig(), limitsScale: 1_000_000 });
await seedMarketplace(app, {
  listings: Number(process.env.BENCH_LISTINGS ?? 10_000),
  categories: 200,
  shops: 2000,
});
await app.listen({ port: 0, host: "127.0.0.1" });
const { port } = app.server.address() as { port: number };
const url = `http://127.0.0.1:${port}/api/ai-chat`;
const bodyOf = (i: number) =>
  JSON.stringify({ message: questions[i % questions.length], sessionId: "bench", context: [] });
const headers = { "content-type": "application/json", "sec-fetch-site": "same-origin" };

// One person asking, one question at a time: the latency she feels.
const single: number[] = [];
for (let i = 0; i < questions.length * 5; i++) {
  const start = performance.now();
  const res = await fetch(url, { method: "POST", headers, body: bodyOf(i) });
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  await res.json();
  single.push(performance.now() - start);
}
single.sort((a, b) => a - b);
const at = (p: number) => Math.round((single[Math.floor((single.length - 1) * p)] ?? 0) * 10) / 10;
console.info(
  `one at a time (${single.length} questions): p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`,
);

// Ten people asking at once, each from her own address.
let n = 0;
const loaded = await autocannon({
  url,
  method: "POST",
  connections: 10,
  duration: DURATION_S,
  headers,
  requests: [
    {
      setupRequest: (r) => ({
        ...r,
        body: bodyOf(n++),
        headers: { ...r.headers, "x-forwarded-for": `10.1.${n % 250}.${(n >> 8) % 250}` },
      }),
    },
  ],
});
if (loaded.non2xx > 0 || loaded.errors > 0)
  throw new Error(`${loaded.non2xx} non-2xx, ${loaded.errors} errors`);
console.info(
  `10 at once for ${DURATION_S} s: ${Math.round(loaded.requests.average)} req/s, p50 ${loaded.latency.p50} ms, p99 ${loaded.latency.p99} ms`,
);
console.info(`budget p50 ≤ ${BUDGET_P50_MS} ms: ${at(0.5) <= BUDGET_P50_MS ? "met" : "MISSED"}`);
await app.close();
