// Issue 19's analytics bench: the analytics page of a shop with 10,000 orders (~50 listings, 90 days, 1–3 lines
// each, a mix of delivered, cancelled, refunded and returned orders) and ~80,000 recorded product views, seeded
// in a few SQL statements. GET /api/vendor/analytics timed on one connection (requests one after another) for the
// 90-day and the default 30-day range, beside a hello-world timed by the same loop; budget p50 ≤ 50 ms. Also
// prints both statements' plans. Alone:
//   node --import tsx bench/analytics.ts      (the embedded PostgreSQL in a new folder, or DATABASE_URL's server)
import { pathToFileURL } from "node:url";
import { addDays, istDay } from "@saheli/core/vendor-insights";
import { sql as drizzleSql } from "drizzle-orm";
import Fastify from "fastify";
import type { App } from "../packages/server/src/app.js";
import { buildApp } from "../packages/server/src/app.js";
import {
  daysAndViewsSql,
  listingSalesSql,
} from "../packages/server/src/modules/vendor-insights/analytics.queries.js";
import { closedLoop, runTag } from "./checkout.js";
import { benchConfig } from "./config.js";
import { signedInCookie } from "./people.js";

export const ANALYTICS_BUDGET = { p50: 50 };
const ORDERS = Number(process.env.BENCH_ANALYTICS_ORDERS ?? 10_000);
const LISTINGS = 50;
const BUYERS = 2_000;
const SECONDS = Number(process.env.BENCH_ANALYTICS_SECONDS ?? 5);

type Seeded = { ownerId: string; cookie: string; orders: number; lines: number; views: number };

/** The shop, its listings, buyers, orders with their lines, and views: set-based SQL, no API calls. */
export async function seedAnalyticsShop(app: App): Promise<Seeded> {
  const sql = async (text: string, values?: unknown[]) =>
    (await app.deps.database.executeSql(text, values)).rows;
  const tag = runTag();
  const email = `analytics-${tag}-owner@bench.test`;
  const cookie = await signedInCookie(app, email);
  const [owner] = await sql("select id from profiles where email = $1", [email]);
  const ownerId = String(owner?.id);
  const [shop] = await sql(
    `insert into shops (user_id, shop_name, slug, shop_categories)
     values ($1, $2, $3, '{Bench}') returning id`,
    [ownerId, `Analytics bench shop ${tag}`, `analytics-bench-${tag}`],
  );
  const shopId = String(shop?.id);
  await sql(
    `insert into listings (shop_id, title, slug, description, price, quantity, listing_type)
     select $1, 'Bench listing ' || g, $2 || '-' || g, 'An analytics bench listing.', 199 + (g * 37) % 2800,
       1000000, 'physical'
     from generate_series(1, $3::int) g`,
    [shopId, `analytics-bench-${tag}`, LISTINGS],
  );
  await sql(
    `insert into profiles (username, email, full_name, role)
     select $1 || g, $1 || g || '@bench.test', 'Analytics buyer ' || g, 'U' from generate_series(1, $2::int) g`,
    [`analytics-${tag}-`, BUYERS],
  );
  // One checkout per order, placed at a random instant of the last 90 days.
  await sql(
    `insert into checkouts (buyer_id, idempotency_key, payment_method, payment_status, amount, created_at)
     select b.ids[1 + g % array_length(b.ids, 1)], $1 || '-' || g, 'cod', 'cod', 0,
       now() - random() * interval '89 days 23 hours'
     from generate_series(1, $2::int) g,
       (select array_agg(id) as ids from profiles where email like $3) b`,
    [tag, ORDERS, `analytics-${tag}-%@bench.test`],
  );
  // 80% delivered, 7% cancelled, 5% refunded after a return, 3% with a return asked for, 5% on the way.
  await sql(
    `insert into orders (order_number, checkout_id, buyer_id, shop_id, order_status, payment_method,
       payment_status, subtotal, shipping, total_amount, shipping_address, created_at, return_requested_at)
     select 'BENCH-' || c.idempotency_key, c.id, c.buyer_id, $2, s.status, 'cod',
       case s.status when 'cancelled' then 'void' when 'refunded' then 'refunded' when 'shipped' then 'cod'
         else 'collected' end,
       0, 0, 0,
       '{"full_name":"Bench Buyer","phone":null,"address_line":"12 MG Road","address_line_2":null,
         "city":"Pune","state":"Maharashtra","pincode":"411001","country":"India"}'::jsonb,
       c.created_at,
       case when s.status in ('refunded', 'return_requested') then c.created_at + interval '5 days' end
     from checkouts c
     cross join lateral (
       select case when h < 80 then 'delivered' when h < 87 then 'cancelled' when h < 92 then 'refunded'
         when h < 95 then 'return_requested' else 'shipped' end as status
       from (select abs(hashtext(c.id::text)) % 100 as h) x
     ) s
     where c.idempotency_key like $1 || '-%'`,
    [tag, shopId],
  );
  await sql(
    `with mine as (
       select array_agg(id order by slug) as ids, array_agg(price order by slug) as prices,
         array_agg(title order by slug) as titles
       from listings where shop_id = $1
     )
     insert into order_items (order_id, listing_id, title, listing_type, unit_price, quantity, line_total)
     select o.id, m.ids[p.i], m.titles[p.i], 'physical', m.prices[p.i], p.q, m.prices[p.i] * p.q
     from orders o, mine m,
       generate_series(1, 1 + abs(hashtext(o.id::text || 'lines')) % 3) k,
       lateral (select 1 + abs(hashtext(o.id::text || k)) % array_length(m.ids, 1) as i,
         1 + abs(hashtext(o.id::text || k || 'q')) % 2 as q) p
     where o.shop_id = $1`,
    [shopId],
  );
  await sql(
    `update orders o set subtotal = t.sum, total_amount = t.sum + 60, shipping = 60
     from (select order_id, sum(line_total) as sum from order_items group by order_id) t
     where t.order_id = o.id and o.shop_id = $1`,
    [shopId],
  );
  // Each listing seen by 5–30 people a day for 90 days.
  await sql(
    `insert into product_views (listing_id, viewer_key, day, created_at)
     select l.id, 'v:bench-' || v, d::date, d
     from listings l
     cross join generate_series((now() at time zone 'Asia/Kolkata')::date - 89,
       (now() at time zone 'Asia/Kolkata')::date, interval '1 day') d
     cross join lateral generate_series(1, 5 + abs(hashtext(l.id::text || d::text)) % 26) v
     where l.shop_id = $1`,
    [shopId],
  );
  await sql("vacuum analyze");
  const [counts] = await sql(
    `select (select count(*)::int from orders where shop_id = $1) as orders,
       (select count(*)::int from order_items i join orders o on o.id = i.order_id where o.shop_id = $1) as lines,
       (select count(*)::int from product_views v join listings l on l.id = v.listing_id where l.shop_id = $1) as views`,
    [shopId],
  );
  return {
    ownerId,
    cookie,
    orders: Number(counts?.orders),
    lines: Number(counts?.lines),
    views: Number(counts?.views),
  };
}

/** The plans of the page's two statements on the seeded shop (EXPLAIN ANALYZE). */
async function plans(app: App, ownerId: string, from: string, to: string) {
  const { db } = app.deps.database;
  const explain = async (statement: ReturnType<typeof daysAndViewsSql>) => {
    const result = (await db.execute(
      drizzleSql`explain (analyze, buffers, costs off) ${statement}`,
    )) as unknown as {
      rows: { "QUERY PLAN": string }[];
    };
    return result.rows.map((r) => r["QUERY PLAN"]).join("\n");
  };
  const params = { ownerId, from, to };
  return {
    daily: await explain(daysAndViewsSql(params)),
    listings: await explain(listingSalesSql(params)),
  };
}

/** The analytics page's request on one connection for `seconds`, 90 and 30 days, beside hello-world. */
export async function measureAnalytics(app: App, base: string, helloUrl: string, seconds = SECONDS) {
  const seeded = await seedAnalyticsShop(app);
  const today = istDay(new Date());
  const request = (days: number): [string, RequestInit] => [
    `${base}/api/vendor/analytics?from=${addDays(today, -(days - 1))}&to=${today}`,
    { headers: { cookie: seeded.cookie } },
  ];
  await closedLoop(1, 2, () => request(90));
  await closedLoop(1, 1, () => [helloUrl, {}]);
  const hello = await closedLoop(1, seconds, () => [helloUrl, {}]);
  const quarter = await closedLoop(1, seconds, () => request(90));
  const month = await closedLoop(1, seconds, () => request(30));
  const plan = await plans(app, seeded.ownerId, addDays(today, -89), today);
  return { seeded, hello, quarter, month, plan, seconds };
}

export function printAnalytics(f: Awaited<ReturnType<typeof measureAnalytics>>) {
  console.info(
    `\nAnalytics (issue 19): a shop with ${f.seeded.orders} orders (${f.seeded.lines} lines, ~${LISTINGS} listings, 90 days) and ${f.seeded.views} product views;` +
      ` GET /api/vendor/analytics on 1 connection for ${f.seconds} s, the hello-world by the same loop just before`,
  );
  const row = (r: typeof f.hello, budget?: boolean) => ({
    ...(budget ? { budget: `p50 ≤ ${ANALYTICS_BUDGET.p50} ms` } : {}),
    "p50 ms": r.p50,
    "p95 ms": r.p95,
    "req/s": r.rps,
    ...(budget ? { met: r.p50 <= ANALYTICS_BUDGET.p50 ? "yes" : "no" } : {}),
    ...(Object.keys(r.failed).length ? { failed: JSON.stringify(r.failed) } : {}),
  });
  console.table({
    "bare Fastify /hello, same loop": row(f.hello),
    "analytics page, 90 days": row(f.quarter, true),
    "analytics page, 30 days (default)": row(f.month, true),
  });
  if (process.env.BENCH_ANALYTICS_PLANS) {
    console.info(
      `\ndays-and-views statement, 90 days:\n${f.plan.daily}\n\nlisting-sales statement, 90 days:\n${f.plan.listings}`,
    );
  }
}

async function main() {
  const baseline = Fastify({ logger: false });
  baseline.get("/hello", async () => ({ hello: "world" }));
  await baseline.listen({ port: 0, host: "127.0.0.1" });
  const config = { ...benchConfig(), limitsScale: 1000 };
  const app = await buildApp(config);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const port = (server: { server: import("node:net").Server }) =>
    (server.server.address() as { port: number }).port;
  const figures = await measureAnalytics(
    app,
    `http://127.0.0.1:${port(app)}`,
    `http://127.0.0.1:${port(baseline)}/hello`,
  );
  printAnalytics(figures);
  await Promise.all([app.close(), baseline.close()]);
  if (figures.quarter.p50 > ANALYTICS_BUDGET.p50) process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
