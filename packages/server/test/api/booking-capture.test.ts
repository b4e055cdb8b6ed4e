import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { BookingMessages } from "@saheli/core/bookings";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { type ManualClock, manualClock } from "../../src/platform/clock.js";
import { type RazorpayStandin, startRazorpayStandin } from "../fakes/razorpay.js";
import { errorMessage, rows } from "../helpers/auth.js";
import { category, list, openShop } from "../helpers/marketplace.js";
import { as, type Member, member } from "../helpers/people.js";
import { createTestApp } from "../helpers/test-app.js";

/**
 * Decision 028: a service that needs the vendor's yes, paid online, is only authorised at payment; her yes
 * captures it (once), and a no, the 48-hour deadline or the slot passing lets the hold go, with nothing on the
 * ledger because nothing was taken.
 */

const keys = { keyId: "rzp_test_capture", keySecret: "key-secret-c", webhookSecret: "webhook-secret-c" };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// Tuesday 1 December 2026, 10:00 in India.
const START = new Date("2026-12-01T04:30:00Z");

let app: App;
let razorpay: RazorpayStandin;
let clock: ManualClock;
let asha: Member;
let riya: Member;
let meera: Member;

beforeAll(async () => {
  razorpay = await startRazorpayStandin(keys);
  clock = manualClock(START);
  app = await createTestApp({
    relaxedLimits: true,
    overrides: { clock },
    env: {
      RAZORPAY_KEY_ID: keys.keyId,
      RAZORPAY_KEY_SECRET: keys.keySecret,
      RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
      RAZORPAY_BASE_URL: razorpay.baseUrl,
      RAZORPAY_CHECKOUT_URL: razorpay.checkoutUrl,
    },
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  razorpay.setWebhookUrl(`http://127.0.0.1:${port}/api/payments/razorpay/webhook`);
  asha = await member(app, "asha.capture@example.in", { full_name: "Asha Devi" });
  riya = await member(app, "riya.capture@example.in", { full_name: "Riya Sen" });
  meera = await member(app, "meera.capture@example.in", { full_name: "Meera Nair" });
  await category(app, "Consultations");
  await openShop(app, asha, "Asha's Studio", ["Consultations"]);
});
afterAll(async () => {
  await app.close();
  await razorpay.close();
});

async function later<T>(ms: number, fn: () => Promise<T>): Promise<T> {
  clock.advance(ms);
  try {
    return await fn();
  } finally {
    clock.advance(-ms);
  }
}

function ist(days: number, time: string) {
  const [h, m] = time.split(":").map(Number) as [number, number];
  const day = new Date(START.getTime() + days * DAY).toISOString().slice(0, 10);
  return new Date(Date.parse(`${day}T00:00:00Z`) + (h * 60 + m - 330) * 60_000).toISOString();
}

const week = (ranges: { start: string; end: string }[]) =>
  Object.fromEntries(["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map((d) => [d, ranges]));

let titles = 0;
/** A consultation that needs her yes, paid online only. */
async function consultation() {
  titles += 1;
  const listing = await list(app, asha, {
    listing_type: "service",
    title: `Bridal styling consultation ${titles}`,
    description: "One hour, one to one.",
    price: 2500,
    sale_price: null,
    booking_duration_minutes: 60,
    is_online: false,
    requires_approval: true,
  });
  const saved = await as(app, asha).put(`/api/vendor/services/${listing.id}/availability`, {
    timezone: "Asia/Kolkata",
    weekly: week([{ start: "10:00", end: "17:00" }]),
    overrides: [],
    buffer_before_minutes: 0,
    buffer_after_minutes: 0,
    min_notice_minutes: 60,
    max_days_ahead: 60,
    capacity: 1,
    pay_at_service: false,
    cancel_hours: 24,
    meeting_provider: "in_person",
  });
  if (saved.statusCode !== 200) throw new Error(`availability: ${saved.body}`);
  return listing;
}

type Placed = { id: string; checkout_id: string; order_number: string; razorpay: { order_id: string } };

async function bookOnline(who: Member, listingId: string, slot: string): Promise<Placed> {
  const res = await as(app, who).post("/api/bookings", {
    listing_id: listingId,
    slot_start: slot,
    idempotency_key: randomUUID(),
    payment_method: "razorpay",
    buyer_timezone: "Asia/Kolkata",
  });
  if (res.statusCode !== 200) throw new Error(`booking: ${res.body}`);
  return res.json() as Placed;
}

/** She pays in the sheet and the page verifies it (no webhooks, so the order of events is the test's). */
async function payAndVerify(who: Member, placed: Placed) {
  const paid = await razorpay.pay(placed.razorpay.order_id, { webhooks: false });
  const verified = await as(app, who).post(`/api/checkout/${placed.checkout_id}/razorpay/verify`, paid);
  expect(verified.statusCode).toBe(200);
  return { paymentId: paid.razorpay_payment_id, result: verified.json() };
}

const ledgerOf = async (orderNumber: string) =>
  (await rows(
    app,
    `select l.kind, l.account, l.amount::float as amount from ledger_entries l
     join orders o on o.id = l.order_id where o.order_number = $1 order by l.id`,
    [orderNumber],
  )) as { kind: string; account: string; amount: number }[];

const ledgerTotal = async () => {
  const [row] = await rows(app, "select coalesce(sum(amount), 0)::float as total from ledger_entries");
  return Number(row?.total);
};

const checkoutOf = async (checkoutId: string) => {
  const [row] = await rows(app, "select payment_status, manual_capture from checkouts where id = $1", [
    checkoutId,
  ]);
  return row as { payment_status: string; manual_capture: boolean };
};

const captureCalls = (paymentId: string) =>
  razorpay.requests.filter((r) => r.method === "POST" && r.path === `/v1/payments/${paymentId}/capture`);
const refundCalls = (paymentId: string) =>
  razorpay.requests.filter((r) => r.method === "POST" && r.path === `/v1/payments/${paymentId}/refund`);

describe("authorise, then capture", () => {
  it("holds the payment while the request waits: Razorpay's order asks for manual capture, nothing on the ledger", async () => {
    const listing = await consultation();
    const placed = await bookOnline(riya, listing.id, ist(5, "10:00"));
    const receipt = razorpay.orders.get(placed.razorpay.order_id)?.receipt;
    const created = razorpay.requests.find(
      (r) =>
        r.method === "POST" &&
        r.path === "/v1/orders" &&
        (r.body as { receipt?: string }).receipt === receipt,
    );
    expect(created?.body).toMatchObject({ payment_capture: 0 });
    expect(await checkoutOf(placed.checkout_id)).toEqual({
      payment_status: "awaiting",
      manual_capture: true,
    });

    const { paymentId, result } = await payAndVerify(riya, placed);
    expect(result.payment_status).toBe("authorized");
    expect(razorpay.payments.get(paymentId)).toMatchObject({ status: "authorized", captured: false });
    expect(captureCalls(paymentId)).toHaveLength(0);
    const booking = (await as(app, riya).get(`/api/bookings/${placed.id}`)).json();
    expect(booking).toMatchObject({
      status: "pending",
      payment_status: "authorized",
      status_label: BookingMessages.awaitingShop,
    });
    expect(await ledgerOf(placed.order_number)).toEqual([]);
    // The slot is held meanwhile.
    const other = await as(app, meera).post("/api/bookings", {
      listing_id: listing.id,
      slot_start: ist(5, "10:00"),
      idempotency_key: randomUUID(),
      payment_method: "razorpay",
    });
    expect(other.statusCode).toBe(409);
  });

  it("captures once when she accepts, even with two accepts at the same moment; the ledger then has the payment", async () => {
    const listing = await consultation();
    const placed = await bookOnline(riya, listing.id, ist(6, "11:00"));
    const { paymentId } = await payAndVerify(riya, placed);

    const [a, b] = await Promise.all([
      as(app, asha).post(`/api/vendor/bookings/${placed.id}/accept`),
      as(app, asha).post(`/api/vendor/bookings/${placed.id}/accept`),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().status).toBe("confirmed");
    expect(b.json().status).toBe("confirmed");
    expect(captureCalls(paymentId)).toHaveLength(1);
    expect(razorpay.payments.get(paymentId)).toMatchObject({
      status: "captured",
      captured: true,
      amount: 250000,
    });
    expect(await checkoutOf(placed.checkout_id)).toMatchObject({ payment_status: "paid" });
    const booking = (await as(app, riya).get(`/api/bookings/${placed.id}`)).json();
    expect(booking).toMatchObject({ status: "confirmed", payment_status: "paid" });
    const entries = await ledgerOf(placed.order_number);
    expect(entries.filter((e) => e.kind === "payment")).toHaveLength(2);
    expect(entries.reduce((sum, e) => sum + e.amount, 0)).toBeCloseTo(0, 6);

    // Razorpay's own word after the capture (payment.captured, order.paid) changes nothing more.
    await razorpay.settled();
    expect(captureCalls(paymentId)).toHaveLength(1);
    expect(await ledgerOf(placed.order_number)).toHaveLength(entries.length);
    // Accepting again is a no-op.
    expect((await as(app, asha).post(`/api/vendor/bookings/${placed.id}/accept`)).statusCode).toBe(200);
    expect(captureCalls(paymentId)).toHaveLength(1);
    expect(await ledgerTotal()).toBeCloseTo(0, 6);
  });

  it("lets the hold go when she declines: no capture, no refund, nothing on the ledger, and Razorpay's auto-refund is only noted", async () => {
    const listing = await consultation();
    const placed = await bookOnline(meera, listing.id, ist(7, "12:00"));
    const { paymentId } = await payAndVerify(meera, placed);
    const declined = await as(app, asha).post(`/api/vendor/bookings/${placed.id}/decline`, {
      reason: "I am away that week",
    });
    expect(declined.json()).toMatchObject({ status: "declined", payment_status: "void" });
    expect(await checkoutOf(placed.checkout_id)).toMatchObject({ payment_status: "released" });
    expect(captureCalls(paymentId)).toHaveLength(0);
    expect(refundCalls(paymentId)).toHaveLength(0);
    expect(razorpay.payments.get(paymentId)).toMatchObject({ status: "authorized", captured: false });
    expect(await ledgerOf(placed.order_number)).toEqual([]);
    const [refundRows] = await rows(
      app,
      "select count(*)::int as n from refunds r join checkouts c on c.id = r.checkout_id where c.id = $1",
      [placed.checkout_id],
    );
    expect(refundRows?.n).toBe(0);

    // Days later Razorpay returns the uncaptured payment by itself; its webhooks are acknowledged and change nothing.
    await razorpay.autoRefund(paymentId);
    expect(
      razorpay.deliveries.filter((d) => d.event.startsWith("refund.")).every((d) => d.status === 200),
    ).toBe(true);
    expect(await ledgerOf(placed.order_number)).toEqual([]);
    expect(await checkoutOf(placed.checkout_id)).toMatchObject({ payment_status: "released" });
    expect(await ledgerTotal()).toBeCloseTo(0, 6);
  });

  it("lets the hold go when she does not answer in 48 hours, and when the slot starts sooner", async () => {
    const listing = await consultation();
    const slow = await bookOnline(riya, listing.id, ist(9, "10:00"));
    const slowPay = await payAndVerify(riya, slow);
    const soon = await bookOnline(meera, listing.id, ist(1, "16:00"));
    const soonPay = await payAndVerify(meera, soon);

    await later(DAY + 7 * HOUR, () => app.services.bookings.declineOverdue());
    expect((await as(app, meera).get(`/api/bookings/${soon.id}`)).json()).toMatchObject({
      status: "declined",
      payment_status: "void",
      cancel_reason: BookingMessages.declinedInTime,
    });
    expect((await as(app, riya).get(`/api/bookings/${slow.id}`)).json().status).toBe("pending");
    await later(48 * HOUR + 60_000, () => app.services.bookings.declineOverdue());
    expect((await as(app, riya).get(`/api/bookings/${slow.id}`)).json()).toMatchObject({
      status: "declined",
      payment_status: "void",
    });
    for (const [placed, paid] of [
      [slow, slowPay],
      [soon, soonPay],
    ] as const) {
      expect(await checkoutOf(placed.checkout_id)).toMatchObject({ payment_status: "released" });
      expect(captureCalls(paid.paymentId)).toHaveLength(0);
      expect(refundCalls(paid.paymentId)).toHaveLength(0);
      expect(await ledgerOf(placed.order_number)).toEqual([]);
    }
  });

  it("keeps the request waiting with a clear message when the capture fails, and captures when tried again", async () => {
    const listing = await consultation();
    const placed = await bookOnline(riya, listing.id, ist(10, "10:00"));
    const { paymentId } = await payAndVerify(riya, placed);
    razorpay.unreachable = true;
    let failed: Awaited<ReturnType<ReturnType<typeof as>["post"]>>;
    try {
      failed = await as(app, asha).post(`/api/vendor/bookings/${placed.id}/accept`);
    } finally {
      razorpay.unreachable = false;
    }
    expect(failed.statusCode).toBe(503);
    expect(errorMessage(failed)).toBe(BookingMessages.captureFailed);
    expect((await as(app, riya).get(`/api/bookings/${placed.id}`)).json()).toMatchObject({
      status: "pending",
      payment_status: "authorized",
    });
    expect(await ledgerOf(placed.order_number)).toEqual([]);

    // The retry (the job runs her accept again) captures it.
    await app.services.bookings.retryAccept(placed.id, asha.id);
    expect((await as(app, riya).get(`/api/bookings/${placed.id}`)).json()).toMatchObject({
      status: "confirmed",
      payment_status: "paid",
    });
    expect(captureCalls(paymentId).filter((r) => !r.dropped)).toHaveLength(1);
    expect((await ledgerOf(placed.order_number)).length).toBeGreaterThan(0);
  });

  it("takes webhooks in any order: authorized before the page's verify, and after a decline nothing is captured", async () => {
    const listing = await consultation();
    // payment.authorized arrives first (the page never verifies): the request is held all the same.
    const first = await bookOnline(riya, listing.id, ist(11, "10:00"));
    const paid = await razorpay.pay(first.razorpay.order_id, { webhooks: true });
    expect(await checkoutOf(first.checkout_id)).toMatchObject({ payment_status: "authorized" });
    // The same event again, and then the page's verify: nothing more happens.
    const authorized = razorpay.deliveries.findLast((d) => d.event === "payment.authorized")!;
    expect(
      (
        await razorpay.sendWebhook("payment.authorized", JSON.parse(authorized.body).payload, {
          eventId: authorized.eventId,
        })
      ).status,
    ).toBe(200);
    const verified = await as(app, riya).post(`/api/checkout/${first.checkout_id}/razorpay/verify`, paid);
    expect(verified.json().payment_status).toBe("authorized");
    expect(captureCalls(paid.razorpay_payment_id)).toHaveLength(0);

    // A decline, then a late payment.authorized (a new event id): the hold stays let go, nothing is captured.
    await as(app, asha).post(`/api/vendor/bookings/${first.id}/decline`, {});
    const late = await razorpay.sendWebhook("payment.authorized", JSON.parse(authorized.body).payload);
    expect(late.status).toBe(200);
    expect(await checkoutOf(first.checkout_id)).toMatchObject({ payment_status: "released" });
    expect(captureCalls(paid.razorpay_payment_id)).toHaveLength(0);
    expect(await ledgerOf(first.order_number)).toEqual([]);
    expect(await ledgerTotal()).toBeCloseTo(0, 6);
  });
});
