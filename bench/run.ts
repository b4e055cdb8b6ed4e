// `npm run bench`: throughput of GET /api/health against a bare Fastify hello-world in the same process,
// and the cold start of the built server to its first healthy answer. Prints figures and ratios.
import autocannon from "autocannon";
import Fastify from "fastify";
import { buildApp } from "../packages/server/src/app.js";
import { measureColdStart } from "./cold-start.js";
import { benchConfig } from "./config.js";
import { seedFeed } from "./feed.js";
import { seedMarketplace } from "./marketplace.js";
import { seedPeople, signedInCookie } from "./people.js";
import { chatDelivery, SOCKETS, twoNodeDelivery, wsEchoRoundTrip } from "./realtime.js";
import { explainSources, searchLoad } from "./search.js";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 20;
const PEOPLE = 5000;
const POSTS = Number(process.env.BENCH_POSTS ?? 50_000);
const MARKET = { listings: Number(process.env.BENCH_LISTINGS ?? 100_000), categories: 200, shops: 2000 };

/** Each request comes from its own address (the app trusts the proxy header here), so per-address limits stay out of the figures. */
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
      {
        setupRequest: (request) => ({
          ...request,
          headers: {
            ...request.headers,
            "x-forwarded-for": `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
          },
        }),
      },
    ],
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function main() {
  const baseline = Fastify({ logger: false });
  baseline.get("/hello", async () => ({ hello: "world" }));
  await baseline.listen({ port: 0, host: "127.0.0.1" });

  const config = benchConfig();
  const app = await buildApp(config);
  await app.listen({ port: 0, host: "127.0.0.1" });

  const port = (server: { server: import("node:net").Server }) =>
    (server.server.address() as { port: number }).port;
  await load(`http://127.0.0.1:${port(baseline)}/hello`); // warm-up
  const hello = await load(`http://127.0.0.1:${port(baseline)}/hello`);
  const health = await load(`http://127.0.0.1:${port(app)}/api/health`);
  await seedPeople(app, PEOPLE);
  const cookie = await signedInCookie(app, "bench@saheli.test");
  const api = (path: string) => load(`http://127.0.0.1:${port(app)}${path}`, { cookie });
  const search = await api("/api/people/search?q=priyanka%20sharmaa&sort=followers");
  const suggestions = await api("/api/people/discover?list=suggestions");
  const profile = await api("/api/profiles/bench42");

  const seeding = Date.now();
  await seedFeed(app, POSTS);
  const seededIn = Date.now() - seeding;
  await app.deps.database.executeSql(
    "update profiles set gender = true, gender_verified = true, is_verified = true where email = 'bench@saheli.test'",
  );
  const feed = await api("/api/feed");
  const [target] = (
    await app.deps.database.executeSql("select id from posts where content like 'Bench post 1:%'")
  ).rows;
  // Each request toggles: like, then unlike, and so on.
  const react = await load(
    `http://127.0.0.1:${port(app)}/api/posts/${String(target?.id)}/reactions`,
    { cookie, "content-type": "application/json", origin: `http://127.0.0.1:${port(app)}` },
    "POST",
    JSON.stringify({ reaction_type: "like" }),
  );

  const marketSeeding = Date.now();
  await seedMarketplace(app, MARKET);
  const marketSeededIn = Date.now() - marketSeeding;
  const category = await api(
    "/api/categories/bench-category-7/listings?min=500&max=5000&rating=3&sort=price-low",
  );
  const product = await api("/api/listings/bench-listing-4242");

  const searching = await searchLoad(`http://127.0.0.1:${port(app)}`, DURATION_S);
  const plans = await explainSources(app);

  const echo = await wsEchoRoundTrip();
  const oneNode = await chatDelivery(app, app);
  await Promise.all([baseline.close(), app.close()]);
  const twoNodes = await twoNodeDelivery(
    async ({ databaseUrl, redisUrl }) => buildApp({ ...config, databaseUrl, redisUrl }),
    (node) => seedPeople(node, SOCKETS),
  );

  const cold = await measureColdStart();
  console.info(`\nThroughput (${DURATION_S} s, ${CONNECTIONS} connections, embedded PGlite)`);
  console.table({
    "bare Fastify /hello": { "req/s": Math.round(hello.rps), "p99 ms": hello.p99 },
    "Saheli GET /api/health": { "req/s": Math.round(health.rps), "p99 ms": health.p99 },
    [`people search, misspelt (${PEOPLE} people)`]: { "req/s": Math.round(search.rps), "p99 ms": search.p99 },
    "people suggestions": { "req/s": Math.round(suggestions.rps), "p99 ms": suggestions.p99 },
    "profile page": { "req/s": Math.round(profile.rps), "p99 ms": profile.p99 },
    [`feed, first page (${POSTS} posts)`]: { "req/s": Math.round(feed.rps), "p99 ms": feed.p99 },
    "toggle a reaction": { "req/s": Math.round(react.rps), "p99 ms": react.p99 },
    [`category page, filtered (${MARKET.listings} listings)`]: {
      "req/s": Math.round(category.rps),
      "p99 ms": category.p99,
    },
    "product page (with similar listings)": { "req/s": Math.round(product.rps), "p99 ms": product.p99 },
  });
  console.info(
    `feed data: ${POSTS} posts, ${POSTS * 10} reactions, ${POSTS * 2} comments, made in ${seededIn} ms`,
  );
  console.info(
    `marketplace data: ${MARKET.listings} listings in ${MARKET.categories} categories and ${MARKET.shops} shops, made in ${marketSeededIn} ms`,
  );
  console.info(`ratio health / hello-world: ${(health.rps / hello.rps).toFixed(2)}`);
  for (const [name, figures] of Object.entries({
    search,
    suggestions,
    profile,
    feed,
    react,
    category,
    product,
  })) {
    console.info(`ratio ${name} / health: ${(figures.rps / health.rps).toFixed(2)}`);
  }
  console.info(
    `\nSearch: 200 queries (typos, prefixes, Hindi, operators) over ${MARKET.listings} listings, ${MARKET.shops} shops, ${PEOPLE} people, ${POSTS} posts`,
  );
  console.table({
    "GET /api/search": {
      "req/s": Math.round(searching.rps),
      "p50 ms": searching.p50,
      "p99 ms": searching.p99,
    },
  });
  console.info(`ratio search / hello-world: ${(searching.rps / hello.rps).toFixed(3)}`);
  console.info(`each source uses an index (EXPLAIN in bench/search-plans.txt): ${JSON.stringify(plans)}`);
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
  console.info(`ratio chat p99 / ws echo p99: ${(oneNode.p99 / echo.p99).toFixed(1)}`);
  console.info(
    `cold start to first healthy answer: ${cold.firstRunMs} ms on a new data dir (migrate + seed), ${cold.warmMs} ms after`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
