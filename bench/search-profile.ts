// `node --import tsx bench/search-profile.ts`: how long each search source takes on the bench data, query by query,
// and each source's plan (bench/search-plans.txt).
import { buildApp } from "../packages/server/src/app.js";
import { visibleTo } from "../packages/server/src/modules/feed/visibility.js";
import * as q from "../packages/server/src/modules/search/search.queries.js";
import { benchConfig } from "./config.js";
import { seedFeed } from "./feed.js";
import { seedMarketplace } from "./marketplace.js";
import { seedPeople } from "./people.js";
import { explainSources, searchLoad } from "./search.js";

const app = await buildApp(benchConfig());
await seedPeople(app, 5000);
await seedFeed(app, Number(process.env.BENCH_POSTS ?? 5000));
await seedMarketplace(app, {
  listings: Number(process.env.BENCH_LISTINGS ?? 10000),
  categories: 200,
  shops: 2000,
});
const { db } = app.deps.database;
const w = { limit: 50, offset: 0 };
for (const query of ["silk sare", "jwellery", "priyanka sharmaa", "saree OR dupatta", "kurti"]) {
  const sources = {
    listings: q.listingsQuery(query, null, w),
    shops: q.shopsQuery(query, null, w),
    people: q.peopleQuery(query, null, w),
    posts: q.postsQuery(query, visibleTo(null), w),
    groups: q.groupsQuery(query, w),
    categories: q.categoriesQuery(query, w),
    pages: q.pagesQuery(query, w),
  };
  const times: Record<string, number> = {};
  for (const [name, sql] of Object.entries(sources)) {
    const start = performance.now();
    await q.runSource(db, sql);
    times[name] = Math.round(performance.now() - start);
  }
  console.info(query, JSON.stringify(times));
}
console.info("index use per source:", JSON.stringify(await explainSources(app)));
await app.listen({ port: 0, host: "127.0.0.1" });
const { port } = app.server.address() as { port: number };
console.info(
  "GET /api/search under load (10 connections, 5 s):",
  JSON.stringify(await searchLoad(`http://127.0.0.1:${port}`, 5)),
);
await app.close();
