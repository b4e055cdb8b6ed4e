// The hot reads of issue 16 on PostgreSQL: each one's p50 on one connection (requests one after another) and its
// throughput on 20 (10 for search), against the budgets. Run alone with
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/saheli_hotreads node --import tsx bench/hot-reads.ts
// The database is seeded on the first run (5,000 people, 50,000 posts, 100,000 listings) and reused after.
import { pathToFileURL } from "node:url";
import autocannon from "autocannon";
import type { App } from "../packages/server/src/app.js";
import { buildApp } from "../packages/server/src/app.js";
import { loadConfig } from "../packages/server/src/config.js";
import { seedFeed } from "./feed.js";
import { explainFeed } from "./feed-plans.js";
import { seedFeedViewer } from "./feed-viewer.js";
import { seedMarketplace } from "./marketplace.js";
import { seedPeople, signedInCookie } from "./people.js";
import { benchQueries, explainSources } from "./search.js";

export const HOT_READS_VIEWER = "bench@saheli.test";

/** Seeds the bench data once (skipped when the database already holds it) and signs the viewer in. */
export async function prepareHotReads(app: App, sizes = { people: 5000, posts: 50_000, listings: 100_000 }) {
  const sql = (text: string, values?: unknown[]) => app.deps.database.executeSql(text, values);
  const [seeded] = (await sql("select count(*)::int as n from profiles where username like 'bench%'")).rows;
  const fresh = Number(seeded?.n ?? 0) === 0;
  if (fresh) {
    await seedPeople(app, sizes.people);
    await seedFeed(app, sizes.posts);
    await seedMarketplace(app, { listings: sizes.listings, categories: 200, shops: 2000 });
  }
  const cookie = await signedInCookie(app, HOT_READS_VIEWER);
  await sql(
    "update profiles set gender = true, gender_verified = true, is_verified = true where email = $1",
    [HOT_READS_VIEWER],
  );
  if (fresh) await seedFeedViewer(app, HOT_READS_VIEWER);
  // What autovacuum does in production, done here because a bench server may run with it off: statistics for
  // the planner and GIN pending lists merged (unmerged, every trigram lookup reads the whole list: people search
  // 55 ms instead of 1 ms on this data).
  await sql("vacuum analyze");
  return cookie;
}

type Figures = { p50: number; p95: number; rps: number };

const forwarded = () => `10.2.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

/** p50 and p95 of `count` requests made one after another on one connection. */
export async function oneByOne(base: string, paths: string[], cookie: string, count: number) {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const response = await fetch(`${base}${paths[i % paths.length]}`, {
      headers: { cookie, "x-forwarded-for": forwarded() },
    });
    await response.arrayBuffer();
    // A refused answer (429 from a rate limit) is not a timing.
    if (response.ok) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round((times[Math.floor(q * (times.length - 1))] ?? 0) * 10) / 10;
  return { p50: at(0.5), p95: at(0.95) };
}

/** Requests per second on `connections` connections for `seconds`, cycling through `paths`. */
export async function throughput(
  base: string,
  paths: string[],
  cookie: string,
  connections: number,
  seconds: number,
) {
  let next = 0;
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    headers: { cookie },
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          path: paths[next++ % paths.length],
          headers: { ...request.headers, "x-forwarded-for": forwarded() },
        }),
      },
    ],
  });
  // Failed answers (a rate limit's 429s) are reported beside the figures, not counted as throughput.
  const failed = result.non2xx + result.errors;
  const statuses = JSON.stringify((result as unknown as { statusCodeStats?: object }).statusCodeStats ?? {});
  return {
    rps: Math.round(result.requests.average * (1 - failed / Math.max(1, result.requests.total))),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: failed ? `${failed} ${statuses}` : "",
  };
}

/** The cursor of the feed's page `n` (1-based), found by following `next_cursor`. */
export async function feedCursor(base: string, cookie: string, n: number) {
  let cursor: string | null = null;
  for (let page = 1; page < n; page++) {
    const url: string = `${base}/api/feed${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`;
    const response = await fetch(url, { headers: { cookie, "x-forwarded-for": forwarded() } });
    const body = (await response.json()) as { next_cursor: string | null };
    if (!body.next_cursor) throw new Error(`the feed ended at page ${page}`);
    cursor = body.next_cursor;
  }
  return cursor;
}

export const HOT_READ_SCENARIOS = {
  feedFirst: { budget: "≤ 10 ms / ≥ 300 req/s", connections: 20 },
  feedPage50: { budget: "≤ 10 ms / ≥ 300 req/s", connections: 20 },
  feedTop: { budget: "≤ 10 ms / ≥ 300 req/s", connections: 20 },
  category: { budget: "≤ 20 ms / ≥ 150 req/s", connections: 20 },
  product: { budget: "≤ 15 ms / ≥ 200 req/s", connections: 20 },
  people: { budget: "≤ 15 ms", connections: 20 },
  search: { budget: "p50 ≤ 30 ms, p95 ≤ 80 ms at 10 conns / ≥ 100 req/s", connections: 10 },
  // The same queries signed in: her results depend on her blocks and connections, so none is cached.
  searchSignedIn: { budget: "p50 ≤ 30 ms, p95 ≤ 80 ms at 10 conns / ≥ 100 req/s", connections: 10 },
} as const;

/** Every hot read: p50/p95 on one connection and req/s on the scenario's connections. */
export async function measureHotReads(base: string, cookie: string, seconds = 5) {
  const cursor50 = await feedCursor(base, cookie, 50);
  const paths: Record<keyof typeof HOT_READ_SCENARIOS, string[]> = {
    feedFirst: ["/api/feed"],
    feedPage50: [`/api/feed?cursor=${encodeURIComponent(cursor50 ?? "")}`],
    feedTop: ["/api/feed?sort=top"],
    category: [
      "/api/categories/bench-category-7/listings?min=500&max=5000&rating=3&sort=price-low",
      "/api/categories/bench-category-42/listings?type=physical&tag=handloom",
      "/api/categories/bench-category-99/listings?sort=newest&page=3",
    ],
    product: Array.from({ length: 50 }, (_, i) => `/api/listings/bench-listing-${(i * 1999) % 100_000}`),
    people: ["/api/people/search?q=priyanka%20sharmaa", "/api/people/search?q=meera%20nayr"],
    search: benchQueries().map((q) => `/api/search?q=${encodeURIComponent(q)}`),
    searchSignedIn: benchQueries().map((q) => `/api/search?q=${encodeURIComponent(q)}`),
  };
  const out: Record<
    string,
    Figures & { budget: string; p50_loaded: number; p99_loaded: number; failed: string }
  > = {};
  for (const [name, scenario] of Object.entries(HOT_READ_SCENARIOS)) {
    const list = paths[name as keyof typeof HOT_READ_SCENARIOS];
    // The marketplace and search are read as a visitor (a visitor's search results are kept 2 minutes, doc 3
    // §9, so after the warm-up those are cache hits); searchSignedIn is the uncached figure.
    const who = name.startsWith("feed") || name === "people" || name === "searchSignedIn" ? cookie : "";
    await oneByOne(base, list, who, 20); // warm-up
    const single = await oneByOne(base, list, who, name.startsWith("search") ? 200 : 100);
    const loaded = await throughput(base, list, who, scenario.connections, seconds);
    out[name] = {
      budget: scenario.budget,
      p50: single.p50,
      p95: single.p95,
      rps: loaded.rps,
      p50_loaded: loaded.p50,
      p99_loaded: loaded.p99,
      failed: loaded.failed,
    };
    console.info(name, JSON.stringify(out[name]));
  }
  return out;
}

async function main() {
  if (!process.env.DATABASE_URL) throw new Error("set DATABASE_URL to a PostgreSQL database of your own");
  const config = {
    ...loadConfig({
      NODE_ENV: "test",
      DATABASE_URL: process.env.DATABASE_URL,
      DATABASE_POOL_MAX: process.env.DATABASE_POOL_MAX,
      LOG_LEVEL: "silent",
      SEED_DEMO_DATA: "false",
    }),
    webDistDir: undefined,
    trustProxy: 1,
    // Throughput figures, not the rate limits: one bench viewer makes thousands of requests a minute.
    limitsScale: 1000,
  };
  const app = await buildApp({ ...config, jobs: { ...config.jobs, enabled: false } });
  const cookie = await prepareHotReads(app);
  console.info(
    "feed plans stay off seq scans (bench/feed-plans.txt):",
    await explainFeed(app, HOT_READS_VIEWER),
  );
  console.info("search sources use their indexes (bench/search-plans.txt):", await explainSources(app));
  if (process.env.PLANS_ONLY) return app.close();
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as { port: number };
  const figures = await measureHotReads(
    `http://127.0.0.1:${port}`,
    cookie,
    Number(process.env.BENCH_SECONDS ?? 5),
  );
  console.table(figures);
  console.info(
    "rate limits scaled ×1000 for this run (config.limitsScale): throughput, not limits, is measured",
  );
  await app.close();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
