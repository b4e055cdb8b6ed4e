// The oversell bench of issue 18 on PostgreSQL: a listing with stock 10, 200 buyers with it in their cart placing
// their orders (cash on delivery) at the same moment over HTTP, 50 rounds (restocked to 10 and carts refilled
// between rounds) → exactly 10 orders each round and the stock never below 0. Prints only a summary. Alone:
//   npm run bench:oversell            (the embedded PostgreSQL in a new folder, or DATABASE_URL's server)
//   BENCH_OVERSELL_ROUNDS=5 npm run bench:oversell
// npm test has a smaller round (packages/server/test/api/orders.test.ts, "never sells more than the stock").
import { pathToFileURL } from "node:url";
import type { App } from "../packages/server/src/app.js";
import { buildApp } from "../packages/server/src/app.js";
import {
  fillCarts,
  percentile,
  placeOrderRequest,
  runTag,
  seedCheckoutShop,
  signInBuyers,
  timed,
} from "./checkout.js";
import { benchConfig } from "./config.js";

export const OVERSELL_ROUNDS = Number(process.env.BENCH_OVERSELL_ROUNDS ?? 50);

export async function measureOversell(
  app: App,
  base: string,
  { rounds = OVERSELL_ROUNDS, buyers: count = 200, stock = 10 } = {},
) {
  const sql = async (text: string, values?: unknown[]) =>
    (await app.deps.database.executeSql(text, values)).rows;
  const tag = runTag();
  const shop = await seedCheckoutShop(app, `Oversell bench shop ${tag}`, [
    { title: "Limited-edition Kanjivaram saree", price: 899, stock },
  ]);
  const listingId = shop.listingIds[0]!;
  const buyers = await signInBuyers(app, `oversell-${tag}-`, count);
  const sold = async () => {
    const [row] = await sql(
      `select count(distinct order_id)::int as orders, coalesce(sum(quantity), 0)::int as units
       from order_items where listing_id = $1`,
      [listingId],
    );
    return { orders: Number(row?.orders), units: Number(row?.units) };
  };

  const times: number[] = [];
  const refusals = new Map<string, number>();
  const ordersPerRound: number[] = [];
  let oversells = 0;
  let mismatches = 0;
  let minStock = Number.POSITIVE_INFINITY;
  const started = performance.now();
  for (let round = 0; round < rounds; round++) {
    await sql("update listings set quantity = $2 where id = $1", [listingId, stock]);
    await fillCarts(app, buyers, [{ listingId, quantity: 1 }]);
    const before = await sold();
    // Every request is built first, then all are sent at once.
    const requests = buyers.map((buyer) => placeOrderRequest(base, buyer));
    const answers = await Promise.all(requests.map((request) => timed(request)));
    const after = await sold();
    const [left] = await sql("select quantity from listings where id = $1", [listingId]);
    const stockLeft = Number(left?.quantity);
    const orders = after.orders - before.orders;
    const units = after.units - before.units;
    const accepted = answers.filter((a) => a.status === 200).length;
    for (const answer of answers) {
      times.push(answer.ms);
      if (answer.status === 200) continue;
      let message = answer.body.slice(0, 120);
      try {
        message = (JSON.parse(answer.body) as { error: { message: string } }).error.message;
      } catch {
        // not the API's error body: kept as it came
      }
      const key = `${answer.status} ${message}`;
      refusals.set(key, (refusals.get(key) ?? 0) + 1);
    }
    ordersPerRound.push(orders);
    minStock = Math.min(minStock, stockLeft);
    if (units > stock || stockLeft < 0) oversells++;
    // What the buyers were told, what was written and what is left must agree.
    if (accepted !== orders || stockLeft !== stock - units) mismatches++;
  }
  times.sort((a, b) => a - b);
  return {
    rounds,
    buyers: count,
    stock,
    seconds: Math.round((performance.now() - started) / 100) / 10,
    ordersMin: Math.min(...ordersPerRound),
    ordersMax: Math.max(...ordersPerRound),
    roundsWithExactlyStock: ordersPerRound.filter((n) => n === stock).length,
    oversells,
    mismatches,
    minStock,
    calls: times.length,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    refusals: Object.fromEntries(refusals),
  };
}

export type OversellFigures = Awaited<ReturnType<typeof measureOversell>>;

export function printOversell(f: OversellFigures) {
  console.info(
    `\nOversell: a listing with stock ${f.stock}, ${f.buyers} buyers placing orders at once (COD), ${f.rounds} rounds in ${f.seconds} s`,
  );
  console.table({
    "orders per round (min / max)": `${f.ordersMin} / ${f.ordersMax}`,
    [`rounds with exactly ${f.stock} orders`]: `${f.roundsWithExactlyStock} of ${f.rounds}`,
    "oversells (rounds selling more than the stock)": f.oversells,
    "lowest stock after a round": f.minStock,
    "answers, orders and stock disagreeing (rounds)": f.mismatches,
    "place-order p50 / p95, all calls": `${f.p50} / ${f.p95} ms (${f.calls} calls)`,
  });
  console.info("refusals:");
  console.table(Object.fromEntries(Object.entries(f.refusals).map(([k, n]) => [k, { answers: n }])));
}

async function main() {
  const config = { ...benchConfig(), limitsScale: 1000 };
  const app = await buildApp(config);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as { port: number };
  const figures = await measureOversell(app, `http://127.0.0.1:${port}`);
  printOversell(figures);
  await app.close();
  if (figures.oversells > 0 || figures.mismatches > 0) process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
