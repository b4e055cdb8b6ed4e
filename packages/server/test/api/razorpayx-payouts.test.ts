import type { AddressInfo } from "node:net";
import { nextWeeklyPayout, ShepayMessages } from "@saheli/core/shepay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { type ManualClock, manualClock } from "../../src/platform/clock.js";
import { type RazorpayStandin, startRazorpayStandin } from "../fakes/razorpay.js";
import { errorMessage, rows, signIn } from "../helpers/auth.js";
import { category, list, openShop, physical } from "../helpers/marketplace.js";
import { as, type Member, member } from "../helpers/people.js";
import {
  addressOf,
  deliver,
  ledgerTotals,
  payOnline,
  pocketsOf,
  razorpayEnv,
  razorpayKeys,
} from "../helpers/shepay.js";
import { createTestApp } from "../helpers/test-app.js";
import { makeAdmin } from "../helpers/verification.js";

/** Decision 028: with RAZORPAYX_ACCOUNT_NUMBER set, an admin's "Pay" sends the payout through RazorpayX. */

const DAY = 86_400_000;
const ACCOUNT = "7878780080316316";

let app: App;
let razorpay: RazorpayStandin;
let clock: ManualClock;
let lata: Member;
let lataShop: { id: string };
let buyer: Member;
let admin: Member;

beforeAll(async () => {
  razorpay = await startRazorpayStandin({ ...razorpayKeys, payoutAccountNumber: ACCOUNT });
  clock = manualClock(new Date("2026-11-02T06:00:00Z"));
  app = await createTestApp({
    relaxedLimits: true,
    overrides: { clock },
    env: { ...razorpayEnv(razorpay), RAZORPAYX_ACCOUNT_NUMBER: ACCOUNT },
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  razorpay.setWebhookUrl(`http://127.0.0.1:${port}/api/payments/razorpay/webhook`);
  lata = await member(app, "lata.x@example.in", { full_name: "Lata Iyer" });
  buyer = await member(app, "meera.x@example.in", { full_name: "Meera Nair" });
  admin = await makeAdmin(app, "admin.x@example.in");
  await category(app, "Stoles");
  lataShop = await openShop(app, lata, "Lata Crafts", ["Stoles"]);
  const stole = await list(
    app,
    lata,
    physical({ title: "Kullu stole", price: 1000, sale_price: null, quantity: 50 }),
  );
  // Three stoles sold, delivered, and past the return window: her money is available.
  const address = await addressOf(app, buyer);
  for (let i = 0; i < 3; i++)
    await deliver(app, lata, await payOnline(app, razorpay, buyer, address, stole.id));
  clock.advance(31 * DAY);
  for (const who of [lata, buyer, admin]) who.jar = (await signIn(app, who.email)).jar;
  await app.services.shepayLedger.releaseDue();
  await as(app, lata).put("/api/shepay/payout-method", { type: "upi", upi_id: "lata@okaxis" });
});
afterAll(async () => {
  await app.close();
  await razorpay.close();
});

async function expectBalanced() {
  const totals = await ledgerTotals(app);
  expect(totals.unbalanced).toEqual([]);
  expect(Number(totals.sum)).toBe(0);
}

const ask = async (amount: number) => {
  const res = await as(app, lata).post("/api/shepay/payouts", { amount });
  if (res.statusCode !== 200) throw new Error(`payout: ${res.body}`);
  return res.json() as { id: string; status: string };
};
/** Her pockets, every one present (a pocket with no entries is 0). */
const pockets = async () => {
  const found = await pocketsOf(app, lataShop.id);
  return { available: found.available ?? 0, paid_out: found.paid_out ?? 0 };
};
const send = (id: string, who: Member = admin) => as(app, who).post(`/api/admin/shepay/payouts/${id}/send`);
const payoutCalls = () => razorpay.requests.filter((r) => r.method === "POST" && r.path === "/v1/payouts");
const noticesOf = async (id: string) =>
  (await rows(app, "select title, message from notifications where recipient_id = $1 order by created_at", [
    id,
  ])) as { title: string; message: string }[];

describe("payouts through RazorpayX", () => {
  it("sends a payout: contact, UPI fund account, payout with X-Payout-Idempotency; processing until processed", async () => {
    const queue = (await as(app, admin).get("/api/admin/shepay/payouts")).json();
    expect(queue.razorpayx).toBe(true);
    const before = await pockets();
    const payout = await ask(500);
    expect((await send(payout.id, lata)).statusCode).toBe(403);

    const sent = await send(payout.id);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ id: payout.id, status: "processing" });
    const [call] = payoutCalls();
    expect(call?.body).toMatchObject({
      account_number: ACCOUNT,
      amount: 50000,
      currency: "INR",
      mode: "UPI",
      purpose: "payout",
      reference_id: payout.id,
    });
    // (The stand-in answers 400 to a payout without X-Payout-Idempotency, as RazorpayX does.)
    const [fund] = [...razorpay.fundAccounts.values()];
    expect(fund).toMatchObject({ account_type: "vpa", vpa: { address: "lata@okaxis" } });
    // The money is held at once: out of available.
    const held = await pockets();
    expect(held.available).toBeCloseTo(before.available - 500, 2);
    await expectBalanced();

    // Sending again never sends twice, and a processing payout is not decided by hand.
    expect((await send(payout.id)).json()).toMatchObject({ status: "processing" });
    expect(payoutCalls()).toHaveLength(1);
    const byHand = await as(app, admin).post(`/api/admin/shepay/payouts/${payout.id}`, {
      status: "paid",
      reference: "UTR 1",
    });
    expect(errorMessage(byHand)).toBe(ShepayMessages.payoutDecided);

    const [row] = await rows(app, "select razorpay_payout_id from payouts where id = $1", [payout.id]);
    const pout = razorpay.payouts.get(String(row?.razorpay_payout_id))!;
    await razorpay.settlePayout(pout.id, "processed");
    const mine = (await as(app, lata).get("/api/shepay/wallet")).json();
    expect(mine.payouts.find((p: { id: string }) => p.id === payout.id)).toMatchObject({
      status: "paid",
      reference: pout.utr,
    });
    expect((await noticesOf(lata.id)).some((n) => n.title === "Payout sent")).toBe(true);
    expect((await pockets()).paid_out).toBeCloseTo(before.paid_out + 500, 2);
    await expectBalanced();
  });

  it("puts the money back in her available balance with the reason when the payout fails or is reversed", async () => {
    const start = await pockets();
    const failing = await ask(300);
    await send(failing.id);
    const [failRow] = await rows(app, "select razorpay_payout_id from payouts where id = $1", [failing.id]);
    await razorpay.settlePayout(String(failRow?.razorpay_payout_id), "failed", "Beneficiary bank is offline");
    const [failed] = await rows(app, "select status, failure_reason from payouts where id = $1", [
      failing.id,
    ]);
    expect(failed).toEqual({ status: "failed", failure_reason: "Beneficiary bank is offline" });
    expect((await pockets()).available).toBeCloseTo(start.available, 2);
    expect((await noticesOf(lata.id)).at(-1)?.message).toBe(
      ShepayMessages.payoutBounced(300, "Beneficiary bank is offline"),
    );

    // Processed, then reversed by her bank days later.
    const reversing = await ask(200);
    await send(reversing.id);
    const [revRow] = await rows(app, "select razorpay_payout_id from payouts where id = $1", [reversing.id]);
    const poutId = String(revRow?.razorpay_payout_id);
    await razorpay.settlePayout(poutId, "processed");
    const delivery = razorpay.deliveries.at(-1)!;
    await razorpay.settlePayout(poutId, "reversed", "Beneficiary account is closed");
    const [reversed] = await rows(app, "select status, failure_reason from payouts where id = $1", [
      reversing.id,
    ]);
    expect(reversed).toEqual({ status: "failed", failure_reason: "Beneficiary account is closed" });
    expect((await pockets()).available).toBeCloseTo(start.available, 2);
    // A replayed event changes nothing more.
    const replay = await razorpay.sendWebhook("payout.processed", JSON.parse(delivery.body).payload, {
      eventId: delivery.eventId,
    });
    expect(replay.status).toBe(200);
    expect((await pockets()).available).toBeCloseTo(start.available, 2);
    await expectBalanced();
  });

  it("refuses a forged webhook, and a payout RazorpayX did not answer stays processing until sent again, once", async () => {
    const forged = await razorpay.sendWebhook(
      "payout.failed",
      { payout: { entity: { id: "pout_forged", reference_id: null } } },
      { signature: "0".repeat(64) },
    );
    expect(forged.status).toBe(400);

    const start = await pockets();
    const payout = await ask(100);
    razorpay.unreachable = true;
    let unreachable: Awaited<ReturnType<typeof send>>;
    try {
      unreachable = await send(payout.id);
    } finally {
      razorpay.unreachable = false;
    }
    expect(unreachable.statusCode).toBe(503);
    expect(errorMessage(unreachable)).toBe(ShepayMessages.payoutUnreachable);
    const [processing] = await rows(app, "select status from payouts where id = $1", [payout.id]);
    expect(processing?.status).toBe("processing");
    // Sent again once RazorpayX answers: the same idempotency key, one payout.
    expect((await send(payout.id)).json()).toMatchObject({ status: "processing" });
    const made = payoutCalls().filter(
      (r) => (r.body as { reference_id?: string }).reference_id === payout.id,
    );
    expect(made.filter((r) => !r.dropped)).toHaveLength(1);
    const [row] = await rows(app, "select razorpay_payout_id from payouts where id = $1", [payout.id]);
    await razorpay.settlePayout(String(row?.razorpay_payout_id), "processed");
    expect((await pockets()).available).toBeCloseTo(start.available - 100, 2);
    await expectBalanced();
  });

  it("sends the weekly payouts straight through RazorpayX", async () => {
    await as(app, lata).patch("/api/shepay/settings", { payout_schedule: "weekly" });
    const { withdrawable } = (await as(app, lata).get("/api/shepay/wallet")).json();
    expect(withdrawable).toBeGreaterThan(0);
    const monday = nextWeeklyPayout(clock.now());
    clock.advance(monday.getTime() - clock.now().getTime());
    expect(await app.services.shepayWeekly.run(monday)).toBe(1);
    const [weekly] = await rows(
      app,
      "select id, status, razorpay_payout_id, amount::float as amount from payouts where automatic order by created_at desc limit 1",
    );
    expect(weekly).toMatchObject({ status: "processing", amount: withdrawable });
    const pout = razorpay.payouts.get(String(weekly?.razorpay_payout_id));
    expect(pout).toMatchObject({ amount: Math.round(withdrawable * 100), reference_id: weekly?.id });
    await razorpay.settlePayout(pout!.id, "processed");
    const [paid] = await rows(app, "select status from payouts where id = $1", [weekly?.id]);
    expect(paid?.status).toBe("paid");
    await expectBalanced();
  });
});
