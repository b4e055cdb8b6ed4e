// `node --import tsx bench/link-preview.ts`: `POST /api/link-preview` (issue 21 §1) through HTTP, one request at a time as
// she types, against a local web page (the API test's stand-in, let through as LINK_PREVIEW_ALLOWED_HOSTS lets
// tests through). Cold: a URL never asked before (the page and its picture fetched through the SSRF-safe client,
// the picture re-encoded and stored, the card written to link_previews). Cached: the same URL again (this node's
// memory). Beside them, a bare Fastify hello-world timed by the same loop. Budgets: cached ≤ 5 ms, cold ≤ 100 ms.
import Fastify from "fastify";
import { buildApp } from "../packages/server/src/app.js";
import { startLinkSites } from "../packages/server/test/fakes/link-sites.js";
import { benchConfig } from "./config.js";
import { signedInCookie } from "./people.js";

const BUDGET = { cachedP50Ms: 5, coldP50Ms: 100 };
const COLD = Number(process.env.BENCH_COLD_URLS ?? 60);
const CACHED = Number(process.env.BENCH_CACHED_CALLS ?? 500);

const sites = await startLinkSites();
const config = benchConfig();
const app = await buildApp({
  ...config,
  limitsScale: 1_000_000,
  linkPreview: { ...config.linkPreview, allowedHosts: [sites.host] },
});
await app.listen({ port: 0, host: "127.0.0.1" });
const baseline = Fastify({ logger: false });
baseline.get("/hello", async () => ({ hello: "world" }));
await baseline.listen({ port: 0, host: "127.0.0.1" });
const portOf = (server: { server: import("node:net").Server }) =>
  (server.server.address() as { port: number }).port;
const url = `http://127.0.0.1:${portOf(app)}/api/link-preview`;
const cookie = await signedInCookie(app, "bench-links@saheli.test");
const headers = { cookie, "content-type": "application/json", "sec-fetch-site": "same-origin" };

async function timed(count: number, call: (i: number) => Promise<Response>) {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    const res = await call(i);
    if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
    await res.arrayBuffer();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => Math.round((times[Math.floor((times.length - 1) * p)] ?? 0) * 100) / 100;
  return { n: count, "p50 ms": at(0.5), "p95 ms": at(0.95), "max ms": at(1) };
}

const ask = (page: string) => fetch(url, { method: "POST", headers, body: JSON.stringify({ url: page }) });

// Warm-up: the first request pays for the code paths (sharp, the parser) once; it is not a cold URL's cost.
await (await ask(`${sites.origin}/article?warm`)).arrayBuffer();
const hello = await timed(CACHED, () => fetch(`http://127.0.0.1:${portOf(baseline)}/hello`));
// The floor every signed-in call pays in this app (session, limits, headers): her session, read the same way.
const session = await timed(CACHED, () =>
  fetch(`http://127.0.0.1:${portOf(app)}/api/auth/session`, { headers: { cookie } }),
);
const cold = await timed(COLD, (i) => ask(`${sites.origin}/article?bench=${i}`));
const cached = await timed(CACHED, () => ask(`${sites.origin}/article?bench=0`));

console.info("\nPOST /api/link-preview, one request at a time over HTTP (local page with a 120×80 picture)");
console.table({
  "bare Fastify /hello, same loop": hello,
  "signed-in GET /api/auth/session, same loop": session,
  "cold: a new URL (page + picture fetched, re-encoded, stored)": {
    ...cold,
    budget: `p50 ≤ ${BUDGET.coldP50Ms} ms`,
    met: cold["p50 ms"] <= BUDGET.coldP50Ms ? "yes" : "no",
  },
  "cached: the same URL again": {
    ...cached,
    budget: `p50 ≤ ${BUDGET.cachedP50Ms} ms`,
    met: cached["p50 ms"] <= BUDGET.cachedP50Ms ? "yes" : "no",
  },
});
await Promise.all([app.close(), baseline.close(), sites.close()]);
