import type { AddressInfo } from "node:net";
import { ShepayMessages } from "@saheli/core/shepay";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { type ManualClock, manualClock } from "../../src/platform/clock.js";
import { type RazorpayStandin, startRazorpayStandin } from "../fakes/razorpay.js";
import { errorMessage, rows, signIn } from "../helpers/auth.js";
import { category, list, openShop, physical } from "../helpers/marketplace.js";
import { as, type Member, member } from "../helpers/people.js";
import { addressOf, checkout, ledgerTotals, razorpayEnv, razorpayKeys } from "../helpers/shepay.js";
import { createTestApp } from "../helpers/test-app.js";
import { makeAdmin } from "../helpers/verification.js";

/**
 * The ledger's property test (issue 19 §4): a seeded random mix of 200 operations — orders placed (cash or online,
 * paid or left unpaid), moved towards delivery, cancelled by either side, returned and refunded or declined, time
 * passing (releases and expired payment windows), payouts asked for and marked paid or failed — and after every
 * step: each transaction sums to zero, so does the whole ledger, no shop's available balance is below zero, and
 * every order's buyer entries say exactly what she has paid.
 */

const DAY = 86_400_000;
const OPERATIONS = 200;

let app: App;
let razorpay: RazorpayStandin;
let clock: ManualClock;
let admin: Member;
const vendors: { who: Member; shopId: string; listingId: string }[] = [];
const buyers: { who: Member; address: string }[] = [];
const orders: { number: string; vendor: number; buyer: number }[] = [];
/** Payouts asked for and not yet decided. */
const openPayouts: string[] = [];

beforeAll(async () => {
  razorpay = await startRazorpayStandin(razorpayKeys);
  clock = manualClock(new Date("2026-11-02T06:00:00Z"));
  app = await createTestApp({ relaxedLimits: true, overrides: { clock }, env: razorpayEnv(razorpay) });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  razorpay.setWebhookUrl(`http://127.0.0.1:${port}/api/payments/razorpay/webhook`);
  await category(app, "Sarees");
  admin = await makeAdmin(app, "admin@example.in");
  for (const [i, price, gst] of [
    [0, 1234.56, 5],
    [1, 499, null],
    [2, 85.5, 12],
  ] as const) {
    const who = await member(app, `vendor${i}@example.in`);
    const shop = await openShop(app, who, `Shop ${i}`, ["Sarees"]);
    if (gst) await rows(app, "update shops set tax_id = '29ABCDE1234F1Z5' where id = $1", [shop.id]);
    const listing = await list(
      app,
      who,
      physical({ title: `Item ${i}`, price, sale_price: null, quantity: 100_000, gst_rate: gst }),
    );
    await as(app, who).put("/api/shepay/payout-method", { type: "upi", upi_id: `vendor${i}@okaxis` });
    vendors.push({ who, shopId: shop.id, listingId: listing.id });
  }
  for (const i of [0, 1, 2]) {
    const who = await member(app, `buyer${i}@example.in`);
    buyers.push({ who, address: await addressOf(app, who) });
  }
}, 60_000);
afterAll(async () => {
  await app.close();
  await razorpay.close();
});

type Operation =
  | { op: "order"; vendor: number; buyer: number; quantity: number; method: "cod" | "razorpay"; pay: boolean }
  | { op: "advance"; order: number; steps: number }
  | { op: "cancel"; order: number; by: "buyer" | "vendor" }
  | { op: "return"; order: number; approve: boolean }
  | { op: "time"; days: number }
  | { op: "payout"; vendor: number; share: number }
  | { op: "decide"; payout: number; paid: boolean };

const pick = fc.nat({ max: 1000 });
const operation: fc.Arbitrary<Operation> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      op: fc.constant("order" as const),
      vendor: fc.nat({ max: 2 }),
      buyer: fc.nat({ max: 2 }),
      quantity: fc.integer({ min: 1, max: 3 }),
      method: fc.constantFrom("cod" as const, "razorpay" as const),
      pay: fc.boolean(),
    }),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      op: fc.constant("advance" as const),
      order: pick,
      steps: fc.integer({ min: 1, max: 4 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant("cancel" as const),
      order: pick,
      by: fc.constantFrom("buyer" as const, "vendor" as const),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant("return" as const), order: pick, approve: fc.boolean() }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ op: fc.constant("time" as const), days: fc.integer({ min: 1, max: 20 }) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant("payout" as const),
      vendor: fc.nat({ max: 2 }),
      // Above 1: asks for more than is available, which must be refused.
      share: fc.double({ min: 0.05, max: 1.3, noNaN: true }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant("decide" as const), payout: pick, paid: fc.boolean() }),
  },
);

const NEXT: Record<string, string> = {
  placed: "confirmed",
  confirmed: "packed",
  packed: "shipped",
  shipped: "delivered",
};

/** A refusal (4xx) is an answer; a 5xx is a failure of the property. */
function answered<T extends { statusCode: number; body: string }>(res: T, what: string): T {
  if (res.statusCode >= 500) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  return res;
}

async function run(step: Operation) {
  const orderOf = (i: number) => orders[i % orders.length];
  switch (step.op) {
    case "order": {
      const vendor = vendors[step.vendor]!;
      const buyer = buyers[step.buyer]!;
      const placed = await checkout(
        app,
        buyer.who,
        buyer.address,
        vendor.listingId,
        step.method,
        step.quantity,
      );
      const number = placed.orders[0]!.order_number;
      orders.push({ number, vendor: step.vendor, buyer: step.buyer });
      if (step.method === "razorpay" && step.pay) {
        const paid = await razorpay.pay(placed.razorpay!.order_id, { webhooks: false });
        answered(
          await as(app, buyer.who).post(`/api/checkout/${placed.checkout_id}/razorpay/verify`, paid),
          "verify",
        );
      }
      return;
    }
    case "advance": {
      const order = orderOf(step.order);
      if (!order) return;
      const vendor = vendors[order.vendor]!.who;
      for (let i = 0; i < step.steps; i++) {
        const current = (await as(app, vendor).get(`/api/orders/${order.number}`)).json().order;
        const to = NEXT[current.order_status];
        if (!to) return;
        const body = to === "shipped" ? { status: to, carrier: "DTDC", awb: "D1234567" } : { status: to };
        answered(await as(app, vendor).patch(`/api/vendor/orders/${order.number}`, body), "advance");
      }
      return;
    }
    case "cancel": {
      const order = orderOf(step.order);
      if (!order) return;
      const res =
        step.by === "buyer"
          ? await as(app, buyers[order.buyer]!.who).post(`/api/orders/${order.number}/cancel`, {})
          : await as(app, vendors[order.vendor]!.who).patch(`/api/vendor/orders/${order.number}`, {
              status: "cancelled",
              reason: "Out of stock",
            });
      answered(res, "cancel");
      return;
    }
    case "return": {
      // The first of a few orders from here that can still be returned (delivered, within 30 days).
      for (let i = 0; i < Math.min(8, orders.length); i++) {
        const order = orderOf(step.order + i)!;
        const vendor = vendors[order.vendor]!.who;
        const asked = await as(app, buyers[order.buyer]!.who).post(`/api/orders/${order.number}/return`, {
          reason: "Not as described",
        });
        answered(asked, "return");
        if (asked.statusCode !== 200) continue;
        const move = (body: object) => as(app, vendor).patch(`/api/vendor/orders/${order.number}`, body);
        if (step.approve) {
          answered(await move({ status: "return_approved" }), "approve");
          answered(await move({ status: "refunded" }), "refund");
        } else answered(await move({ status: "return_rejected", reason: "Worn" }), "reject");
        return;
      }
      return;
    }
    case "time": {
      clock.advance(step.days * DAY);
      for (const person of [admin, ...vendors.map((v) => v.who), ...buyers.map((b) => b.who)])
        person.jar = (await signIn(app, person.email)).jar;
      await app.services.checkout.expireOverdue().catch((error: Error) => {
        // Orders' gap, reported with issue 19: a checkout whose unpaid order the buyer already cancelled is
        // still "awaiting", and expiring it refuses to cancel the order again. Not the ledger's concern.
        if (!error.message.includes("cannot be marked cancelled")) throw error;
      });
      await app.services.shepayLedger.releaseDue();
      return;
    }
    case "payout": {
      const vendor = vendors[step.vendor]!.who;
      const { withdrawable } = (await as(app, vendor).get("/api/shepay/wallet")).json();
      const amount = Math.round(withdrawable * step.share * 100) / 100;
      if (amount < 1) return;
      const res = answered(await as(app, vendor).post("/api/shepay/payouts", { amount }), "payout");
      expect(res.statusCode).toBe(amount <= withdrawable ? 200 : 409);
      if (res.statusCode === 200) openPayouts.push(res.json().id);
      return;
    }
    case "decide": {
      if (openPayouts.length === 0) return;
      const [id] = openPayouts.splice(step.payout % openPayouts.length, 1);
      const body = step.paid
        ? { status: "paid", reference: "UTR1" }
        : { status: "failed", reason: "Bounced" };
      const decided = answered(await as(app, admin).post(`/api/admin/shepay/payouts/${id}`, body), "decide");
      // Only a balance that fell below the payout since it was asked for may refuse it.
      if (decided.statusCode !== 200) expect(errorMessage(decided)).toBe(ShepayMessages.balanceBelowPayout);
      return;
    }
  }
}

async function checkInvariants() {
  const totals = await ledgerTotals(app);
  expect(totals.unbalanced).toEqual([]);
  expect(Number(totals.sum)).toBe(0);
  const negative = await rows(
    app,
    `select account, sum(amount)::text as balance from ledger_entries
     where account like 'shop:%:available' or account like 'shop:%:pending'
     group by account having sum(amount) < 0`,
  );
  expect(negative).toEqual([]);
  // She has paid exactly what her orders' payment states say, no more and no less.
  const wrongBuyer = await rows(
    app,
    `select o.order_number, o.payment_status, o.total_amount::text,
       coalesce((select sum(le.amount) from ledger_entries le
                 where le.order_id = o.id and le.account = 'buyer:' || o.buyer_id), 0)::text as paid
     from orders o
     where coalesce((select sum(le.amount) from ledger_entries le
                     where le.order_id = o.id and le.account = 'buyer:' || o.buyer_id), 0)
       <> case when o.payment_status in ('paid', 'collected') then -o.total_amount else 0 end`,
  );
  expect(wrongBuyer).toEqual([]);
  // Paid out is exactly the payouts marked paid.
  const wrongPaidOut = await rows(
    app,
    `select s.id from shops s
     where coalesce((select sum(amount) from ledger_entries where account = 'shop:' || s.id || ':paid_out'), 0)
        <> coalesce((select sum(amount) from payouts where shop_id = s.id and status = 'paid'), 0)`,
  );
  expect(wrongPaidOut).toEqual([]);
}

describe("the SHEPay ledger", () => {
  it(`stays balanced through ${OPERATIONS} random orders, cancellations, returns, refunds, releases and payouts`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(operation, { minLength: OPERATIONS, maxLength: OPERATIONS }),
        async (steps) => {
          for (const [i, step] of steps.entries()) {
            await run(step);
            if (i % 10 === 9) await checkInvariants();
          }
          await checkInvariants();
        },
      ),
      { seed: Number(process.env.SHEPAY_SEED ?? 1905), numRuns: 1, endOnFailure: true },
    );
    const kinds = await rows(app, "select distinct kind from ledger_entries order by kind");
    // The mix really exercised the ledger: every kind of entry was written (true of the committed seed; another
    // SHEPAY_SEED may draw a mix without, say, a paid payout).
    expect(kinds.map((row) => row.kind)).toEqual(
      expect.arrayContaining([
        "cod_collected",
        "commission",
        "payment",
        "payout",
        "refund",
        "release",
        "tcs",
      ]),
    );
  }, 180_000);
});
