import type { AddressInfo } from "node:net";
import { nextWeeklyPayout, PENDING_VS_AVAILABLE, ShepayMessages } from "@saheli/core/shepay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { type ManualClock, manualClock } from "../../src/platform/clock.js";
import { type RazorpayStandin, startRazorpayStandin } from "../fakes/razorpay.js";
import { errorMessage, rows, signIn } from "../helpers/auth.js";
import { category, list, openShop, physical } from "../helpers/marketplace.js";
import { as, type Member, member } from "../helpers/people.js";
import {
  addressOf,
  checkout,
  deliver,
  ledgerTotals,
  payOnline,
  pocketsOf,
  razorpayEnv,
  razorpayKeys,
} from "../helpers/shepay.js";
import { createTestApp } from "../helpers/test-app.js";
import { makeAdmin } from "../helpers/verification.js";

const DAY = 86_400_000;

let app: App;
let razorpay: RazorpayStandin;
let clock: ManualClock;
/** A GST-registered shop selling a ₹3,000 saree at 5% GST (free shipping above ₹999). */
let asha: Member;
let ashaShop: { id: string };
let saree: { id: string };
/** A shop without a GSTIN selling a ₹500 stole (₹50 shipping). */
let lata: Member;
let lataShop: { id: string };
let stole: { id: string };
let buyer: Member;
let address: string;
let admin: Member;
let stranger: Member;

beforeAll(async () => {
  razorpay = await startRazorpayStandin(razorpayKeys);
  clock = manualClock(new Date("2026-11-02T06:00:00Z"));
  app = await createTestApp({ relaxedLimits: true, overrides: { clock }, env: razorpayEnv(razorpay) });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  razorpay.setWebhookUrl(`http://127.0.0.1:${port}/api/payments/razorpay/webhook`);
  asha = await member(app, "asha@example.in", { full_name: "Asha Devi" });
  lata = await member(app, "lata@example.in", { full_name: "Lata Iyer" });
  buyer = await member(app, "meera@example.in", { full_name: "Meera Nair" });
  stranger = await member(app, "stranger@example.in");
  admin = await makeAdmin(app, "admin@example.in");
  await category(app, "Sarees");
  ashaShop = await openShop(app, asha, "Asha's Loom", ["Sarees"]);
  lataShop = await openShop(app, lata, "Lata Crafts", ["Sarees"]);
  await rows(app, "update shops set tax_id = '29ABCDE1234F1Z5' where id = $1", [ashaShop.id]);
  saree = await list(
    app,
    asha,
    physical({ title: "Mysore silk saree", price: 3000, sale_price: null, quantity: 50, gst_rate: 5 }),
  );
  stole = await list(
    app,
    lata,
    physical({ title: "Kullu stole", price: 500, sale_price: null, quantity: 50 }),
  );
  address = await addressOf(app, buyer);
});
afterAll(async () => {
  await app.close();
  await razorpay.close();
});

const wallet = async (who: Member) => (await as(app, who).get("/api/shepay/wallet")).json();
const history = async (who: Member, query = "") =>
  (await as(app, who).get(`/api/shepay/history${query}`)).json();

/** Moves time on and signs everyone in again (a month would end every session). */
async function passDays(days: number) {
  clock.advance(days * DAY);
  for (const who of [asha, lata, buyer, admin, stranger]) who.jar = (await signIn(app, who.email)).jar;
}

async function expectBalanced() {
  const totals = await ledgerTotals(app);
  expect(totals.unbalanced).toEqual([]);
  expect(Number(totals.sum)).toBe(0);
}

describe("recording orders", () => {
  it("puts an online payment in pending, less 5% commission and 0.5% TCS on the value without GST", async () => {
    const number = await payOnline(app, razorpay, buyer, address, saree.id);
    const mine = await wallet(asha);
    // ₹3,000 at 5% GST: taxable ₹2,857.14, TCS ₹14.29; commission ₹150; she keeps ₹2,835.71.
    expect(mine.pending.amount).toBe(2835.71);
    expect(mine.available.amount).toBe(0);
    expect(mine.rates).toMatchObject({ commission_percent: 5, tcs_percent: 0.5 });
    expect(mine.explanation).toBe(PENDING_VS_AVAILABLE);
    expect(mine.shop.registered).toBe(true);

    const entries = (await history(asha)).items.filter(
      (e: { order_number: string }) => e.order_number === number,
    );
    expect(
      entries.map((e: { kind: string; pocket: string; amount: number }) => [e.kind, e.pocket, e.amount]),
    ).toEqual(
      expect.arrayContaining([
        ["payment", "pending", 3000],
        ["commission", "pending", -150],
        ["tcs", "pending", -14.29],
      ]),
    );
    const paid = (await history(buyer)).items.find(
      (e: { order_number: string }) => e.order_number === number,
    );
    expect(paid).toMatchObject({ kind: "payment", pocket: "buyer", amount: -3000, shop_name: "Asha's Loom" });
    await expectBalanced();
  });

  it("records cash collected on delivery and what the shop owes on it; cancelling before payment writes nothing", async () => {
    const before = (await ledgerTotals(app)).entries;
    const cancelled = await checkout(app, buyer, address, stole.id, "cod");
    await as(app, buyer).post(`/api/orders/${cancelled.orders[0]!.order_number}/cancel`, {});
    const unpaid = await checkout(app, buyer, address, stole.id, "razorpay");
    await as(app, buyer).post(`/api/orders/${unpaid.orders[0]!.order_number}/cancel`, {});
    expect((await ledgerTotals(app)).entries).toBe(before);

    const cod = await checkout(app, buyer, address, stole.id, "cod");
    expect(cod.total).toBe(550);
    expect((await ledgerTotals(app)).entries).toBe(before);
    await deliver(app, lata, cod.orders[0]!.order_number);
    const mine = await wallet(lata);
    // ₹500 + ₹50 shipping in cash; 5% of the item value (₹25) owed to Saheli; no GSTIN, so no TCS.
    expect(mine.cash.amount).toBe(550);
    expect(mine.owed.amount).toBe(25);
    expect(mine.pending.amount).toBe(0);
    expect(mine.available.amount).toBe(0);
    expect(mine.shop.registered).toBe(false);
    const paid = (await history(buyer)).items.find(
      (e: { order_number: string }) => e.order_number === cod.orders[0]!.order_number,
    );
    expect(paid).toMatchObject({ kind: "cod_collected", amount: -550 });
    await expectBalanced();
  });

  it("reverses exactly what a refunded order recorded: the buyer is repaid, commission and TCS come back", async () => {
    const pendingBefore = (await wallet(asha)).pending.amount;
    const [take] = await rows(
      app,
      "select coalesce(sum(amount), 0)::float8 as n from ledger_entries where account like 'platform:%'",
    );
    const number = await payOnline(app, razorpay, buyer, address, saree.id);
    expect((await wallet(asha)).pending.amount).toBeCloseTo(pendingBefore + 2835.71, 2);
    const cancelled = await as(app, buyer).post(`/api/orders/${number}/cancel`, { reason: "Ordered twice" });
    expect(cancelled.json().order.payment_status).toBe("refunded");
    expect((await wallet(asha)).pending.amount).toBe(pendingBefore);
    const [after] = await rows(
      app,
      "select coalesce(sum(amount), 0)::float8 as n from ledger_entries where account like 'platform:%'",
    );
    expect(after?.n).toBe(take?.n);
    const mine = (await history(buyer, "?kind=refund")).items;
    expect(mine[0]).toMatchObject({ kind: "refund", pocket: "buyer", amount: 3000, order_number: number });
    await expectBalanced();
  });

  it("releases to available only once the order is delivered and 30 days have passed without a return", async () => {
    const number = await payOnline(app, razorpay, buyer, address, stole.id);
    await deliver(app, lata, number);
    const before = await wallet(lata);
    // ₹550 online: commission ₹25 → ₹525 waits in pending; the ₹25 owed on the cash order is still owed.
    expect(before.pending.amount).toBe(525);
    expect(await app.services.shepayLedger.releaseDue()).toBe(0);

    await passDays(30);
    expect(await app.services.shepayLedger.releaseDue()).toBe(0);
    await passDays(1);
    expect(await app.services.shepayLedger.releaseDue()).toBe(1);
    expect(await app.services.shepayLedger.releaseDue()).toBe(0);
    const after = await wallet(lata);
    expect(after.pending.amount).toBe(0);
    // What she owed on the cash order came out of the released money.
    expect(after.owed.amount).toBe(0);
    expect(after.available.amount).toBe(500);
    const kinds = (await history(lata)).items.map((e: { kind: string }) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(["release", "settle"]));
    // Asha's first sale was never delivered: it stays pending.
    expect((await wallet(asha)).available.amount).toBe(0);
    await expectBalanced();
  });
});

describe("payouts", () => {
  it("takes a UPI ID or a bank account, validated, stored encrypted and shown masked", async () => {
    const badUpi = await as(app, lata).put("/api/shepay/payout-method", { type: "upi", upi_id: "lata" });
    expect(badUpi.statusCode).toBe(400);
    expect(errorMessage(badUpi)).toContain(ShepayMessages.invalidUpi);
    const badIfsc = await as(app, lata).put("/api/shepay/payout-method", {
      type: "bank",
      account_holder: "Lata Iyer",
      account_number: "50100123456789",
      ifsc: "HDFC1234567",
    });
    expect(errorMessage(badIfsc)).toContain(ShepayMessages.invalidIfsc);
    const bank = await as(app, lata).put("/api/shepay/payout-method", {
      type: "bank",
      account_holder: "Lata Iyer",
      account_number: "5010 0123 4567 89",
      ifsc: "hdfc0001234",
    });
    expect(bank.json().payout_method).toEqual({ type: "bank", display: "HDFC ••••6789" });
    const saved = await as(app, lata).put("/api/shepay/payout-method", {
      type: "upi",
      upi_id: "Lata.Iyer@OKAXIS",
    });
    expect(saved.json().payout_method).toEqual({ type: "upi", display: "UPI la••••@okaxis" });
    const [stored] = await rows(app, "select payout_method_enc from shops where id = $1", [lataShop.id]);
    expect(String(stored?.payout_method_enc)).not.toContain("lata.iyer");
    expect(String(stored?.payout_method_enc)).toMatch(/^v1\./);
  });

  it("refuses a payout above her available balance, and two requests at once cannot both spend it", async () => {
    const noMethod = await as(app, asha).post("/api/shepay/payouts", { amount: 10 });
    expect(errorMessage(noMethod)).toBe(ShepayMessages.noPayoutMethod);
    const tooMuch = await as(app, lata).post("/api/shepay/payouts", { amount: 500.01 });
    expect(tooMuch.statusCode).toBe(409);
    expect(errorMessage(tooMuch)).toBe(ShepayMessages.payoutAboveAvailable(500));

    const [first, second] = await Promise.all([
      as(app, lata).post("/api/shepay/payouts", { amount: 300 }),
      as(app, lata).post("/api/shepay/payouts", { amount: 300 }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const mine = await wallet(lata);
    expect(mine).toMatchObject({ withdrawable: 200, requested: { amount: 300 }, available: { amount: 500 } });
  });

  it("is marked paid by an admin with a reference: available moves to paid out and she is told", async () => {
    const [payout] = (await wallet(lata)).payouts;
    expect(payout).toMatchObject({ status: "requested", amount: 300, method_display: "UPI la••••@okaxis" });

    expect((await as(app, lata).get("/api/admin/shepay/payouts")).statusCode).toBe(403);
    expect(
      (await as(app, lata).post(`/api/admin/shepay/payouts/${payout.id}`, { status: "paid", reference: "x" }))
        .statusCode,
    ).toBe(403);
    const queue = (await as(app, admin).get("/api/admin/shepay/payouts")).json();
    expect(queue.items).toEqual([
      expect.objectContaining({
        id: payout.id,
        amount: 300,
        available: 500,
        shop: expect.objectContaining({ name: "Lata Crafts" }),
      }),
    ]);
    const destination = (
      await as(app, admin).get(`/api/admin/shepay/payouts/${payout.id}/destination`)
    ).json();
    expect(destination).toEqual({ method: { type: "upi", upi_id: "lata.iyer@okaxis" }, matches: true });
    expect((await as(app, lata).get(`/api/admin/shepay/payouts/${payout.id}/destination`)).statusCode).toBe(
      403,
    );

    const noReference = await as(app, admin).post(`/api/admin/shepay/payouts/${payout.id}`, {
      status: "paid",
      reference: " ",
    });
    expect(noReference.statusCode).toBe(400);
    const paid = await as(app, admin).post(`/api/admin/shepay/payouts/${payout.id}`, {
      status: "paid",
      reference: "UTR 4321 8765",
    });
    expect(paid.json()).toMatchObject({ status: "paid", reference: "UTR 4321 8765" });
    const again = await as(app, admin).post(`/api/admin/shepay/payouts/${payout.id}`, {
      status: "failed",
      reason: "x",
    });
    expect(errorMessage(again)).toBe(ShepayMessages.payoutDecided);

    const mine = await wallet(lata);
    expect(mine).toMatchObject({
      available: { amount: 200 },
      paid_out: { amount: 300 },
      requested: { amount: 0 },
      withdrawable: 200,
    });
    const payouts = (await history(lata, "?kind=payout")).items;
    expect(payouts.map((e: { pocket: string; amount: number }) => [e.pocket, e.amount]).sort()).toEqual([
      ["available", -300],
      ["paid_out", 300],
    ]);
    const [notice] = await rows(
      app,
      "select title, message from notifications where recipient_id = $1 and title = 'Payout sent'",
      [lata.id],
    );
    expect(notice?.message).toContain("UTR 4321 8765");
    await expectBalanced();
  });

  it("is marked failed with a reason: nothing moves and she can ask again", async () => {
    const asked = (await as(app, lata).post("/api/shepay/payouts", { amount: 200 })).json();
    const failed = await as(app, admin).post(`/api/admin/shepay/payouts/${asked.id}`, {
      status: "failed",
      reason: "The UPI ID was not found",
    });
    expect(failed.json()).toMatchObject({
      status: "failed",
      reference: null,
      failure_reason: "The UPI ID was not found",
    });
    expect(await wallet(lata)).toMatchObject({ available: { amount: 200 }, withdrawable: 200 });
  });
});

describe("whose money", () => {
  it("shows each vendor only her own shop, and none to a member without a shop", async () => {
    const stranger404 = await as(app, stranger).get("/api/shepay/wallet");
    expect(stranger404.statusCode).toBe(404);
    expect(errorMessage(stranger404)).toBe(ShepayMessages.noShop);
    expect((await as(app, stranger).get("/api/shepay/history?side=shop")).statusCode).toBe(404);
    expect((await as(app, stranger).get("/api/shepay/statements/2026-11")).statusCode).toBe(404);
    expect((await as(app, stranger).post("/api/shepay/payouts", { amount: 1 })).statusCode).toBe(404);
    expect(
      (await as(app, stranger).put("/api/shepay/payout-method", { type: "upi", upi_id: "stranger@ybl" }))
        .statusCode,
    ).toBe(404);
    // Without a shop, her history is her own payments: none.
    expect(await history(stranger)).toEqual({ side: "buyer", items: [], next_cursor: null });

    const ashas = (await history(asha)).items;
    const latas = (await history(lata)).items;
    expect(ashas.length).toBeGreaterThan(0);
    expect(
      ashas.every((e: { shop_name: string | null }) => e.shop_name === null || e.shop_name === "Asha's Loom"),
    ).toBe(true);
    expect(
      latas.every((e: { shop_name: string | null }) => e.shop_name === null || e.shop_name === "Lata Crafts"),
    ).toBe(true);
    // A vendor's own purchases are hers alone too.
    expect((await history(asha, "?side=buyer")).items).toEqual([]);
    expect((await as(app, asha).get("/api/shepay/wallet")).json().shop.id).toBe(ashaShop.id);
    expect((await as(app, asha).get("/api/admin/shepay/settings")).statusCode).toBe(403);
  });

  it("refuses a forged cursor and pages newest first", async () => {
    const forged = await as(app, lata).get("/api/shepay/history?cursor=abc");
    expect(forged.statusCode).toBe(400);
    const page = await history(lata);
    const times = page.items.map((e: { at: string }) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
  });
});

describe("exports and settings", () => {
  it("exports history as CSV and a month's statement as CSV and PDF", async () => {
    const csv = await as(app, lata).get("/api/shepay/history?format=csv");
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.headers["content-disposition"]).toContain("SHEPay-shop-history.csv");
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Date (IST),Kind,Pocket,Amount (INR),Order,Shop,Details,Transaction");
    expect(lines.length).toBe((await history(lata)).items.length + 1);
    expect(csv.body).toContain("Payout,Paid out,300,");

    const month = "2026-12"; // the release and the payouts happened after the clock moved a month on
    const statement = await as(app, lata).get(`/api/shepay/statements/${month}?format=csv`);
    expect(statement.statusCode).toBe(200);
    expect(statement.body).toContain("Commission 5% of item value");
    expect(statement.body).toContain("TCS 0.5%");
    expect(statement.body).toContain("Payouts,300");
    const pdf = await as(app, lata).get(`/api/shepay/statements/${month}`);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect((await as(app, lata).get("/api/shepay/statements/2026-13")).statusCode).toBe(400);
  });

  it("lets admins change the rates, which apply to payments from then on, and lets her stop statement e-mails", async () => {
    expect((await as(app, admin).get("/api/admin/shepay/settings")).json()).toMatchObject({
      commission_percent: 5,
      tcs_percent: 0.5,
      updated_at: null,
    });
    expect(
      (await as(app, admin).put("/api/admin/shepay/settings", { commission_percent: 60, tcs_percent: 0.5 }))
        .statusCode,
    ).toBe(400);
    const changed = await as(app, admin).put("/api/admin/shepay/settings", {
      commission_percent: 8,
      tcs_percent: 0.5,
    });
    expect(changed.json()).toMatchObject({ commission_percent: 8, tcs_percent: 0.5 });
    const number = await payOnline(app, razorpay, buyer, address, stole.id);
    const commission = (await history(lata, "?kind=commission")).items.find(
      (e: { order_number: string }) => e.order_number === number,
    );
    expect(commission).toMatchObject({ amount: -40 });
    expect((await wallet(lata)).rates.commission_percent).toBe(8);
    await as(app, admin).put("/api/admin/shepay/settings", { commission_percent: 5, tcs_percent: 0.5 });

    const off = await as(app, lata).patch("/api/shepay/settings", { statements_by_email: false });
    expect(off.json().statements_by_email).toBe(false);
    expect((await wallet(lata)).statements_by_email).toBe(false);
    expect(await pocketsOf(app, lataShop.id)).toMatchObject({ paid_out: 300 });
    await expectBalanced();
  });
});

describe("statements by e-mail", () => {
  it("sends a closed month's statement once, only to shops that keep the switch on", async () => {
    // December has not closed yet: nothing goes.
    expect(await app.services.shepayStatements.send("2026-12")).toBe(0);
    // Asha keeps statements on; Lata turned them off above (both had November entries).
    expect(await app.services.shepayStatements.send("2026-11")).toBe(1);
    const mail = (app.deps.auth.outbox?.list() ?? []).find((m) =>
      m.subject.startsWith("Your SHEPay statement"),
    );
    expect(mail).toMatchObject({
      to: "asha@example.in",
      subject: "Your SHEPay statement for November 2026 · Asha's Loom",
    });
    expect(mail?.text).toContain("Commission (5%)");
    expect(mail?.text).toContain("/api/shepay/statements/2026-11?format=pdf");
    expect(await app.services.shepayStatements.send("2026-11")).toBe(0);
  });
});

describe("weekly payouts", () => {
  it("on the weekly schedule, asks for her whole withdrawable balance every Monday at 10:00 in India, once", async () => {
    const settings = await as(app, lata).patch("/api/shepay/settings", { payout_schedule: "weekly" });
    expect(settings.json()).toMatchObject({ payout_schedule: "weekly" });
    expect((await as(app, lata).patch("/api/shepay/settings", {})).statusCode).toBe(400);
    // Not yet Monday 10:00: nothing is asked for.
    const monday = nextWeeklyPayout(clock.now());
    expect(await app.services.shepayWeekly.run(monday)).toBe(0);

    await passDays((monday.getTime() - clock.now().getTime()) / DAY);
    // Lata is on the weekly schedule with money withdrawable; Asha is not (and has no payout method).
    const { withdrawable } = await wallet(lata);
    expect(withdrawable).toBeGreaterThan(0);
    expect(await app.services.shepayWeekly.run(monday)).toBe(1);
    expect(await app.services.shepayWeekly.run(monday)).toBe(0);
    const [weekly] = (await wallet(lata)).payouts;
    expect(weekly).toMatchObject({ status: "requested", amount: withdrawable, automatic: true });
    expect(await wallet(lata)).toMatchObject({ withdrawable: 0 });
    const [notice] = await rows(
      app,
      "select message from notifications where recipient_id = $1 and title = $2",
      [lata.id, ShepayMessages.weeklyPayoutTitle],
    );
    expect(notice?.message).toBe(ShepayMessages.weeklyPayout(withdrawable, "UPI la••••@okaxis"));
    // An admin pays it like any other; the request is hers to see in the queue.
    const paid = await as(app, admin).post(`/api/admin/shepay/payouts/${weekly.id}`, {
      status: "paid",
      reference: "UTR 1111 2222",
    });
    expect(paid.json()).toMatchObject({ status: "paid", automatic: true });
    await expectBalanced();
    // Nothing withdrawable next week: no empty request.
    const next = nextWeeklyPayout(monday);
    await passDays((next.getTime() - clock.now().getTime()) / DAY);
    expect(await app.services.shepayWeekly.run(next)).toBe(0);
    await as(app, lata).patch("/api/shepay/settings", { payout_schedule: "on_request" });
  });
});
