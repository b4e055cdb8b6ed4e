// `npm run bench`: issue 16's budgets on the embedded PostgreSQL (or DATABASE_URL's server), beside a bare Fastify
// hello-world in the same process; issue 18's place-order beside a hello-world measured by the same loop; then
// realtime delivery, memory and cold start. Prints figures and ratios.
// BENCH_POSTS=1000000 runs the feed at a million posts; BENCH_SECONDS sets each load's length,
// BENCH_CHECKOUT_SECONDS the place-order's (10); BENCH_OVERSELL=1 adds the oversell rounds (npm run bench:oversell).
import autocannon from "autocannon";
import Fastify from "fastify";
import { buildApp } from "../packages/server/src/app.js";
import { measureAnalytics, printAnalytics } from "./analytics.js";
import { measurePlaceOrder, PLACE_ORDER_BUDGET } from "./checkout.js";
import { measureColdStart } from "./cold-start.js";
import { benchConfig } from "./config.js";
import { explainFeed } from "./feed-plans.js";
import { HOT_READS_VIEWER, measureHotReads, prepareHotReads } from "./hot-reads.js";
import { measureJobs, printJobs } from "./jobs.js";
import { memoryFootprint } from "./memory.js";
import { measureOversell, printOversell } from "./oversell.js";
import { seedPeople } from "./people.js";
import { measureRadio, printRadio } from "./radio.js";
import { chatDelivery, SOCKETS, twoNodeDelivery, wsEchoRoundTrip } from "./realtime.js";
import { explainSources } from "./search.js";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 6);
const CONNECTIONS = 20;
const CHECKOUT_SECONDS = Number(process.env.BENCH_CHECKOUT_SECONDS ?? 10);
const SIZES = {
  people: 5000,
  posts: Number(process.env.BENCH_POSTS ?? 50_000),
  listings: Number(process.env.BENCH_LISTINGS ?? 100_000),
};

const forwarded = () => `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

/** 20 connections for DURATION_S; each request from its own address behind the trusted proxy. */
async function load(
  url: string,
  headers: Record<string, string> = {},
  method: "GET" | "POST" = "GET",
  body?: string,
) {
  const result = await autocannon({
    url,
    method,
    body,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers,
    requests: [
      { setupRequest: (r) => ({ ...r, headers: { ...r.headers, "x-forwarded-for": forwarded() } }) },
    ],
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99 };
}

async function main() {
  const baseline = Fastify({ logger: false });
  baseline.get("/hello", async () => ({ hello: "world" }));
  await baseline.listen({ port: 0, host: "127.0.0.1" });

  // One bench viewer makes far more requests than a person can: her per-person limits are raised (the limiter
  // still runs on every request, so its cost is in the figures).
  const config = { ...benchConfig(), limitsScale: 1000 };
  const app = await buildApp(config);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const port = (server: { server: import("node:net").Server }) =>
    (server.server.address() as { port: number }).port;
  const base = `http://127.0.0.1:${port(app)}`;

  await load(`http://127.0.0.1:${port(baseline)}/hello`); // warm-up
  const hello = await load(`http://127.0.0.1:${port(baseline)}/hello`);
  const health = await load(`${base}/api/health`);

  const seeding = Date.now();
  const cookie = await prepareHotReads(app, SIZES);
  const seededIn = Math.round((Date.now() - seeding) / 1000);
  const feedPlans = await explainFeed(app, HOT_READS_VIEWER);
  const searchPlans = await explainSources(app);
  const hot = await measureHotReads(base, cookie, DURATION_S);

  const api = (path: string) => load(`${base}${path}`, { cookie });
  const profile = await api("/api/profiles/bench42");
  const suggestions = await api("/api/people/discover?list=suggestions");
  const [target] = (
    await app.deps.database.executeSql("select id from posts where content like 'Bench post 1:%'")
  ).rows;
  // Each request toggles: like, then unlike, and so on.
  const react = await load(
    `${base}/api/posts/${String(target?.id)}/reactions`,
    { cookie, "content-type": "application/json", origin: base },
    "POST",
    JSON.stringify({ reaction_type: "like" }),
  );

  const checkout = await measurePlaceOrder(app, base, `http://127.0.0.1:${port(baseline)}/hello`, {
    workers: CONNECTIONS,
    seconds: CHECKOUT_SECONDS,
  });
  const oversell = process.env.BENCH_OVERSELL ? await measureOversell(app, base) : null;
  const analytics = await measureAnalytics(app, base, `http://127.0.0.1:${port(baseline)}/hello`);
  const jobs = await measureJobs(app, base, `http://127.0.0.1:${port(baseline)}/hello`);
  const radio = await measureRadio(app, base);

  const echo = await wsEchoRoundTrip();
  const oneNode = await chatDelivery(app, app);
  const memory = memoryFootprint(config.dataDir);
  await Promise.all([baseline.close(), app.close()]);
  const twoNodes = await twoNodeDelivery(
    async ({ databaseUrl, redisUrl }) => buildApp({ ...config, databaseUrl, redisUrl }),
    (node) => seedPeople(node, SOCKETS),
  );
  const cold = await measureColdStart();

  const engine = config.databaseUrl ? "PostgreSQL at DATABASE_URL" : "the embedded PostgreSQL";
  console.info(
    `\nData: ${SIZES.people} people, ${SIZES.posts} posts (${SIZES.posts * 10} reactions, ${SIZES.posts * 2} comments),`,
  );
  console.info(
    `${SIZES.listings} listings in 200 categories and 2,000 shops; made in ${seededIn} s on ${engine}.`,
  );
  console.info(`\nBaseline (${DURATION_S} s, ${CONNECTIONS} connections)`);
  console.table({
    "bare Fastify /hello": hello,
    "Saheli GET /api/health (a database round trip)": health,
  });
  console.info(`ratio health / hello-world: ${(health.rps / hello.rps).toFixed(2)}`);
  console.info(
    "\nIssue 16 budgets: p50 and p95 on 1 connection (requests one after another), req/s on 20 (search: 10)",
  );
  console.table(
    Object.fromEntries(
      Object.entries(hot).map(([name, f]) => [
        name,
        {
          budget: f.budget,
          "p50 ms (1 conn)": f.p50,
          "p95 ms (1 conn)": f.p95,
          "req/s": f.rps,
          "ratio to hello": (f.rps / hello.rps).toFixed(3),
          "p99 ms loaded": f.p99_loaded,
          ...(f.failed ? { failed: f.failed } : {}),
        },
      ]),
    ),
  );
  console.info(`\nOther reads and writes (${CONNECTIONS} connections)`);
  console.table({ "profile page": profile, "people suggestions": suggestions, "toggle a reaction": react });
  console.info(`feed plans walk indexes (bench/feed-plans.txt): ${JSON.stringify(feedPlans)}`);
  console.info(`search sources use indexes (bench/search-plans.txt): ${JSON.stringify(searchPlans)}`);
  const { hello: loopHello, place } = checkout;
  console.info(
    `\nCheckout (issue 18): place-order, 3 lines from 1 shop, COD, ${checkout.workers} connections for ${CHECKOUT_SECONDS} s;` +
      " a fetch loop times only the call (each cart filled before), the hello-world by the same loop just before",
  );
  console.table({
    "bare Fastify /hello, same loop": {
      "p50 ms": loopHello.p50,
      "p95 ms": loopHello.p95,
      "req/s": loopHello.rps,
    },
    "POST /api/checkout (place order)": {
      budget: `p95 ≤ ${PLACE_ORDER_BUDGET.p95} ms / ≥ ${PLACE_ORDER_BUDGET.rps} orders/s`,
      "p50 ms": place.p50,
      "p95 ms": place.p95,
      "req/s": place.rps,
      "ratio to hello": (place.rps / loopHello.rps).toFixed(3),
      met: place.p95 <= PLACE_ORDER_BUDGET.p95 && place.rps >= PLACE_ORDER_BUDGET.rps ? "yes" : "no",
      ...(Object.keys(place.failed).length ? { failed: JSON.stringify(place.failed) } : {}),
    },
  });
  console.info(
    `${checkout.orders} orders written with ${checkout.lines} lines, lowest stock left ${checkout.stockLeft}` +
      (place.ranOut ? "; the prepared buyers ran out before the time was up" : ""),
  );
  if (oversell) printOversell(oversell);
  else console.info("oversell rounds skipped: set BENCH_OVERSELL=1 or run npm run bench:oversell");
  printAnalytics(analytics);
  printJobs(jobs);
  printRadio(radio);
  console.info(`\nRealtime: ${oneNode.sockets} open sockets, ${oneNode.n} chat messages at 100/s`);
  console.table({
    "bare ws echo round trip": { "p50 ms": echo.p50.toFixed(2), "p99 ms": echo.p99.toFixed(2) },
    "chat message, sender to recipient, one node": {
      "p50 ms": oneNode.p50.toFixed(2),
      "p99 ms": oneNode.p99.toFixed(2),
    },
    ...(twoNodes && {
      "chat message across two nodes (PostgreSQL + Redis)": {
        "p50 ms": twoNodes.p50.toFixed(2),
        "p99 ms": twoNodes.p99.toFixed(2),
      },
    }),
  });
  if (!twoNodes) console.info("two-node run skipped: set DATABASE_URL and REDIS_URL");
  console.info(
    `\nMemory after the load (proportional set size): Node ${memory.nodeMb} MB + PostgreSQL ${memory.postgresMb} MB = ${memory.totalMb} MB (budget 600 MB)`,
  );
  console.info(
    `cold start to first healthy answer: ${cold.firstRunMs} ms on a new data dir (initdb + migrate + seed), ${cold.warmMs} ms after (budgets 10 s and 3 s)`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
