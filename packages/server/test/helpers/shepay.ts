import { randomUUID } from "node:crypto";
import type { App } from "../../src/app.js";
import type { RazorpayStandin } from "../fakes/razorpay.js";
import { rows } from "./auth.js";
import { as, type Member } from "./people.js";

/** Razorpay keys the stand-in and the app share in SHEPay's tests. */
export const razorpayKeys = {
  keyId: "rzp_test_shepay",
  keySecret: "key-secret-shepay",
  webhookSecret: "webhook-secret-shepay",
};

export const razorpayEnv = (standin: RazorpayStandin) => ({
  RAZORPAY_KEY_ID: razorpayKeys.keyId,
  RAZORPAY_KEY_SECRET: razorpayKeys.keySecret,
  RAZORPAY_WEBHOOK_SECRET: razorpayKeys.webhookSecret,
  RAZORPAY_BASE_URL: standin.baseUrl,
  RAZORPAY_CHECKOUT_URL: standin.checkoutUrl,
});

/** A delivery address of hers, made once per buyer. */
export async function addressOf(app: App, who: Member): Promise<string> {
  const body = {
    name: "Home",
    full_name: "Meera Nair",
    phone: "9876543210",
    pincode: "560001",
    city: "Bengaluru",
    state: "Karnataka",
    address_line: "12 MG Road",
  };
  const { items } = (await as(app, who).post("/api/locations", body)).json();
  return items[0].id as string;
}

/** Puts `quantity` of a listing in her cart and checks out with `method`; answers the checkout. */
export async function checkout(
  app: App,
  buyer: Member,
  address: string,
  listingId: string,
  method: "cod" | "razorpay",
  quantity = 1,
) {
  // Lines of an unpaid online checkout stay in her cart; each order here buys one thing.
  await as(app, buyer).del("/api/cart");
  const added = await as(app, buyer).post("/api/cart/items", { listing_id: listingId, quantity });
  if (added.statusCode !== 200) throw new Error(`cart: ${added.body}`);
  const placed = await as(app, buyer).post("/api/checkout", {
    address_id: address,
    payment_method: method,
    idempotency_key: randomUUID(),
  });
  if (placed.statusCode !== 200) throw new Error(`checkout: ${placed.body}`);
  return placed.json() as {
    checkout_id: string;
    total: number;
    orders: { order_number: string; total: number }[];
    razorpay?: { order_id: string };
  };
}

/** Pays an online checkout in the stand-in's widget and verifies it as the page does; answers the order number. */
export async function payOnline(
  app: App,
  razorpay: RazorpayStandin,
  buyer: Member,
  address: string,
  listingId: string,
  quantity = 1,
) {
  const placed = await checkout(app, buyer, address, listingId, "razorpay", quantity);
  const paid = await razorpay.pay(placed.razorpay!.order_id, { webhooks: false });
  const verified = await as(app, buyer).post(`/api/checkout/${placed.checkout_id}/razorpay/verify`, paid);
  if (verified.json().payment_status !== "paid") throw new Error(`verify: ${verified.body}`);
  return placed.orders[0]!.order_number;
}

/** The vendor walks her order to the door: confirm (COD), pack, ship, deliver. */
export async function deliver(app: App, vendor: Member, orderNumber: string) {
  const move = (body: object) => as(app, vendor).patch(`/api/vendor/orders/${orderNumber}`, body);
  const order = (await as(app, vendor).get(`/api/orders/${orderNumber}`)).json().order;
  if (order.order_status === "placed") await move({ status: "confirmed" });
  await move({ status: "packed" });
  await move({ status: "shipped", carrier: "DTDC", awb: "D1234567" });
  const done = await move({ status: "delivered" });
  if (done.statusCode !== 200) throw new Error(`deliver: ${done.body}`);
}

/** Every ledger invariant at once: each transaction sums to zero, so does everything. */
export async function ledgerTotals(app: App) {
  const [total] = await rows(
    app,
    "select coalesce(sum(amount), 0)::text as sum, count(*)::int as n from ledger_entries",
  );
  const unbalanced = await rows(
    app,
    "select txn_id, sum(amount)::text as sum from ledger_entries group by txn_id having sum(amount) <> 0",
  );
  return { sum: String(total?.sum), entries: Number(total?.n), unbalanced };
}

/** A shop's pockets in rupees, straight from the ledger. */
export async function pocketsOf(app: App, shopId: string) {
  const found = await rows(
    app,
    `select split_part(account, ':', 3) as pocket, sum(amount)::float8 as amount
     from ledger_entries where account like $1 group by 1`,
    [`shop:${shopId}:%`],
  );
  const pockets: Record<string, number> = { pending: 0, available: 0, paid_out: 0, owed: 0, cash: 0 };
  for (const row of found) pockets[String(row.pocket)] = Number(row.amount);
  return pockets;
}
