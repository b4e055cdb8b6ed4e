// Shoppable posts (issue 21 §5) against the feed's budgets: the three feed reads with no shared listings, then
// with a third of the posts sharing 2 to 4 listings each (a feed page then reads 6 or 7 posts' listings in its one
// batched query), p50/p95 on one connection and req/s on 20. The rows it adds are removed afterwards. Run with
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/saheli_hotreads node --import tsx bench/shoppable-feed.ts
// (the hot reads' database: seeded on the first run, reused after).
import { buildApp } from "../packages/server/src/app.js";
import { loadConfig } from "../packages/server/src/config.js";
import { feedCursor, HOT_READ_SCENARIOS, oneByOne, prepareHotReads, throughput } from "./hot-reads.js";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

async function main() {
  if (!process.env.DATABASE_URL) throw new Error("set DATABASE_URL to a PostgreSQL database of your own");
  const config = {
    ...loadConfig({
      NODE_ENV: "test",
      DATABASE_URL: process.env.DATABASE_URL,
      LOG_LEVEL: "silent",
      SEED_DEMO_DATA: "false",
    }),
    webDistDir: undefined,
    trustProxy: 1,
    limitsScale: 1000,
  };
  const app = await buildApp({ ...config, jobs: { ...config.jobs, enabled: false } });
  const sql = (text: string, values?: unknown[]) => app.deps.database.executeSql(text, values);
  const cookie = await prepareHotReads(app);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as { port: number };
  const base = `http://127.0.0.1:${port}`;

  async function feedReads() {
    const cursor50 = await feedCursor(base, cookie, 50);
    const paths = {
      feedFirst: "/api/feed",
      feedPage50: `/api/feed?cursor=${encodeURIComponent(cursor50 ?? "")}`,
      feedTop: "/api/feed?sort=top",
    };
    const out: Record<string, object> = {};
    for (const [name, path] of Object.entries(paths)) {
      await oneByOne(base, [path], cookie, 20);
      const single = await oneByOne(base, [path], cookie, 200);
      const loaded = await throughput(base, [path], cookie, 20, SECONDS);
      out[name] = {
        budget: HOT_READ_SCENARIOS[name as keyof typeof HOT_READ_SCENARIOS].budget,
        ...single,
        rps: loaded.rps,
        failed: loaded.failed,
      };
    }
    return out;
  }

  try {
    const without = await feedReads();
    // Every third bench post shares 2 to 4 bench listings.
    await sql(
      `with bp as (select id, row_number() over (order by created_at desc) as n from posts
                   where content like 'Bench post %'),
            bl as (select id, row_number() over (order by id) as n from listings where slug like 'bench-listing-%')
       insert into post_listings (post_id, listing_id, position)
       select bp.id, bl.id, k from bp cross join generate_series(1, 4) k
       join bl on bl.n = 1 + ((bp.n * 7 + k * 131) % 100000)
       where bp.n % 3 = 0 and k <= 2 + bp.n % 3 on conflict do nothing`,
    );
    await sql("analyze post_listings");
    const [count] = (await sql("select count(*)::int as n from post_listings")).rows;
    const withListings = await feedReads();
    console.info(`\nFeed reads, ${SECONDS} s loads; ${count?.n} post_listings rows in the second run`);
    console.table({
      ...Object.fromEntries(Object.entries(without).map(([k, v]) => [`${k} (no shared listings)`, v])),
      ...Object.fromEntries(
        Object.entries(withListings).map(([k, v]) => [`${k} (1 in 3 posts shares 2–4)`, v]),
      ),
    });
  } finally {
    await sql(
      `delete from post_listings where post_id in (select id from posts where content like 'Bench post %')`,
    );
    await app.close();
  }
}

await main();
