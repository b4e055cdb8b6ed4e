// Checkout benches of issue 18: what they share (a shop, signed-in buyers with an address, carts filled in one
// statement, a small load loop) and the place-order bench: 3 lines from 1 shop, cash on delivery, 20 workers for
// ~10 s, only the place-order call timed, beside a hello-world measured by the same loop. The oversell bench is
// in oversell.ts.
import { randomUUID } from "node:crypto";
import type { App } from "../packages/server/src/app.js";
import { signedInCookie } from "./people.js";

export type Buyer = { id: string; email: string; cookie: string; addressId: string };
export type CheckoutShop = { shopId: string; listingIds: string[]; titles: string[] };

const sql = (app: App, text: string, values?: unknown[]) => app.deps.database.executeSql(text, values);
const forwarded = () => `10.3.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

/** A shop (owned by a signed-in person with an e-mail, so the shop's order e-mail is sent) and its listings. */
export async function seedCheckoutShop(
  app: App,
  name: string,
  items: { title: string; price: number; stock: number }[],
): Promise<CheckoutShop> {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const owner = `${slug}-owner@bench.test`;
  await signedInCookie(app, owner);
  const [shop] = (
    await sql(
      app,
      `insert into shops (user_id, shop_name, slug, shop_categories)
       select id, $2, $3, '{Bench}' from profiles where email = $1 returning id`,
      [owner, name, slug],
    )
  ).rows;
  const listings = (
    await sql(
      app,
      `insert into listings (shop_id, title, slug, description, price, quantity, listing_type)
       select $1, t.title, $2 || '-' || t.n, 'A checkout bench listing.', t.price, t.stock, 'physical'
       from unnest($3::text[], $4::numeric[], $5::int[]) with ordinality as t(title, price, stock, n)
       order by t.n returning id, title`,
      [shop?.id, slug, items.map((i) => i.title), items.map((i) => i.price), items.map((i) => i.stock)],
    )
  ).rows;
  await sql(
    app,
    `insert into listing_images (listing_id, image_url, is_primary, position)
     select unnest($1::uuid[]), '/placeholder.svg', true, 0`,
    [listings.map((l) => l.id)],
  );
  return {
    shopId: String(shop?.id),
    listingIds: listings.map((l) => String(l.id)),
    titles: listings.map((l) => String(l.title)),
  };
}

/**
 * `count` buyers with a delivery address and a session each, made in a few statements: profiles as a first
 * sign-in makes them, a session started for each as the code check does after the code (realtime.ts signs its
 * 1,000 people in the same way; thousands of code round trips would take minutes on a small machine and are not
 * what is measured), and one saved address each.
 */
export async function signInBuyers(app: App, prefix: string, count: number): Promise<Buyer[]> {
  const made = (
    await sql(
      app,
      `insert into profiles (username, email, full_name, role)
       select $1 || g, $1 || g || '@bench.test', 'Bench buyer ' || g, 'U' from generate_series(1, $2::int) g
       returning id, email`,
      [prefix, count],
    )
  ).rows;
  const addresses = (
    await sql(
      app,
      `insert into delivery_locations (user_id, name, full_name, phone, pincode, city, state, address_line, is_default)
       select id, 'Home', full_name, '9876543210', '560001', 'Bengaluru', 'Karnataka', '12 MG Road', true
       from profiles where id = any($1::uuid[]) returning id, user_id`,
      [made.map((r) => r.id)],
    )
  ).rows;
  const addressOf = new Map(addresses.map((r) => [String(r.user_id), String(r.id)]));
  const buyers: Buyer[] = [];
  for (let start = 0; start < made.length; start += 20) {
    const batch = made.slice(start, start + 20);
    buyers.push(
      ...(await Promise.all(
        batch.map(async (row) => {
          const id = String(row.id);
          const tokens = await app.deps.auth.sessions.start(id, "bench");
          return {
            id,
            email: String(row.email),
            cookie: `saheli_at=${tokens.accessToken}`,
            addressId: addressOf.get(id)!,
          };
        }),
      )),
    );
  }
  return buyers;
}

/** Puts the same lines in every buyer's cart (a line she already has is set to the quantity), in one statement. */
export async function fillCarts(app: App, buyers: Buyer[], lines: { listingId: string; quantity: number }[]) {
  await sql(
    app,
    `insert into cart_items (user_id, listing_id, quantity, added_at)
     select b, l.listing_id, l.quantity, now() + l.n * interval '1 microsecond'
     from unnest($1::uuid[]) b
     cross join unnest($2::uuid[], $3::int[]) with ordinality as l(listing_id, quantity, n)
     on conflict (user_id, listing_id, variant_key) do update set quantity = excluded.quantity`,
    [buyers.map((b) => b.id), lines.map((l) => l.listingId), lines.map((l) => l.quantity)],
  );
}

/** "Place order" with cash on delivery as the checkout page sends it: a fresh idempotency key each time. */
export function placeOrderRequest(base: string, buyer: Buyer): [string, RequestInit] {
  return [
    `${base}/api/checkout`,
    {
      method: "POST",
      headers: {
        cookie: buyer.cookie,
        origin: base,
        "content-type": "application/json",
        "x-forwarded-for": forwarded(),
      },
      body: JSON.stringify({
        address_id: buyer.addressId,
        payment_method: "cod",
        idempotency_key: randomUUID(),
      }),
    },
  ];
}

export type Sent = { ms: number; status: number; body: string };

/** One request, timed from the call to the last byte of the answer. */
export async function timed([url, init]: [string, RequestInit]): Promise<Sent> {
  const started = performance.now();
  const response = await fetch(url, init);
  const body = await response.text();
  return { ms: performance.now() - started, status: response.status, body };
}

export function percentile(sorted: number[], q: number) {
  return Math.round((sorted[Math.floor(q * (sorted.length - 1))] ?? Number.NaN) * 10) / 10;
}

/**
 * `workers` loops, each sending its next request as soon as the last one answered, for `seconds` or until
 * `next` has nothing more; only the requests are timed. Answers that are not 2xx are counted, not timed.
 */
export async function closedLoop(workers: number, seconds: number, next: () => [string, RequestInit] | null) {
  const times: number[] = [];
  const failed = new Map<string, number>();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let ranOut = false;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < deadline) {
        const request = next();
        if (!request) {
          ranOut = true;
          return;
        }
        const sent = await timed(request);
        if (sent.status >= 200 && sent.status < 300) times.push(sent.ms);
        else {
          const key = `${sent.status} ${sent.body.slice(0, 120)}`;
          failed.set(key, (failed.get(key) ?? 0) + 1);
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    n: times.length,
    rps: Math.round(times.length / elapsed),
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    seconds: Math.round(elapsed * 10) / 10,
    ranOut,
    failed: Object.fromEntries(failed),
  };
}

export const PLACE_ORDER_BUDGET = { p95: 60, rps: 150 };

/** Names unique to this run, so a rerun on DATABASE_URL's server does not meet the last run's shops and people. */
export const runTag = () => Date.now().toString(36);

/**
 * Place-order (3 lines from 1 shop, COD) on `workers` connections for `seconds`: each buyer's cart is filled
 * before the clock starts and every order is placed by a buyer who has not ordered yet, so each request is a real
 * checkout of a full cart and only the place-order call is timed. The three listings are the same for everyone
 * (a popular shop: every checkout queues for the same three row locks) with stock enough never to sell out.
 * The hello-world at `helloUrl` is measured by the same loop, right before.
 */
export async function measurePlaceOrder(
  app: App,
  base: string,
  helloUrl: string,
  { workers = 20, seconds = 10, buyers: count = Math.ceil(seconds * 400) } = {},
) {
  const tag = runTag();
  const shop = await seedCheckoutShop(app, `Place order bench shop ${tag}`, [
    { title: "Kalamkari cushion cover", price: 349, stock: 1_000_000 },
    { title: "Terracotta earrings", price: 199, stock: 1_000_000 },
    { title: "Handloom cotton stole", price: 275, stock: 1_000_000 },
  ]);
  const buyers = await signInBuyers(app, `place-order-${tag}-`, count + 5 * workers);
  const warmUp = buyers.splice(0, 5 * workers);
  await fillCarts(
    app,
    [...warmUp, ...buyers],
    shop.listingIds.map((listingId) => ({ listingId, quantity: 1 })),
  );
  await sql(app, "vacuum analyze");

  let w = 0;
  await closedLoop(workers, 60, () => (w < warmUp.length ? placeOrderRequest(base, warmUp[w++]!) : null));
  await closedLoop(workers, 2, () => [helloUrl, {}]);
  const hello = await closedLoop(workers, seconds, () => [helloUrl, {}]);
  let i = 0;
  const place = await closedLoop(workers, seconds, () =>
    i < buyers.length ? placeOrderRequest(base, buyers[i++]!) : null,
  );
  const [written] = (
    await sql(
      app,
      `select count(*)::int as orders, min(l.quantity) as stock,
         (select count(*)::int from order_items i join orders o on o.id = i.order_id where o.shop_id = $1) as lines
       from orders o, (select min(quantity) as quantity from listings where shop_id = $1) l
       where o.shop_id = $1`,
      [shop.shopId],
    )
  ).rows;
  return {
    hello,
    place,
    // Warm-up orders included: every order written has its 3 lines, and the stock lasted.
    orders: Number(written?.orders),
    lines: Number(written?.lines),
    stockLeft: Number(written?.stock),
    workers,
  };
}
