import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { OrderMessages, OrderRules } from "@saheli/core/orders";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { type ManualClock, manualClock } from "../../src/platform/clock.js";
import { type RazorpayStandin, startRazorpayStandin } from "../fakes/razorpay.js";
import { errorMessage, rows } from "../helpers/auth.js";
import { category, list, openShop, physical } from "../helpers/marketplace.js";
import { as, type Member, member } from "../helpers/people.js";
import { createTestApp } from "../helpers/test-app.js";
import { uploadAs } from "../helpers/uploads.js";

const keys = { keyId: "rzp_test_saheli", keySecret: "key-secret-1", webhookSecret: "webhook-secret-1" };

let app: App;
let razorpay: RazorpayStandin;
let clock: ManualClock;
let asha: Member;
let riya: Member;

beforeAll(async () => {
  razorpay = await startRazorpayStandin(keys);
  clock = manualClock(new Date("2026-11-20T10:00:00Z"));
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
  asha = await member(app, "asha@example.in", { full_name: "Asha Devi" });
  riya = await member(app, "riya@example.in", { full_name: "Riya Sen" });
  await category(app, "Sarees");
  await openShop(app, asha, "Asha's Loom", ["Sarees"]);
});
afterAll(async () => {
  await app.close();
  await razorpay.close();
});

async function addressFor(who: Member) {
  const body = {
    name: "Home",
    phone: "9876543210",
    pincode: "560001",
    city: "Bengaluru",
    state: "Karnataka",
  };
  return (await as(app, who).post("/api/locations", body)).json().items[0].id as string;
}

/** A buyer with one saree in her cart and an address. */
async function shopper(stock = 5) {
  const buyer = await member(app, `buyer-${randomUUID().slice(0, 8)}@example.in`, {
    full_name: "Meera Nair",
  });
  const saree = await list(
    app,
    asha,
    physical({ title: "Mysore silk saree", price: 3000, sale_price: null, quantity: stock }),
  );
  await as(app, buyer).post("/api/cart/items", { listing_id: saree.id });
  return { buyer, saree, address: await addressFor(buyer) };
}

const payOnline = (who: Member, address_id: string, key = randomUUID()) =>
  as(app, who).post("/api/checkout", { address_id, payment_method: "razorpay", idempotency_key: key });

const stockOf = async (listingId: string) =>
  Number((await rows(app, "select quantity from listings where id = $1", [listingId]))[0]?.quantity);

const captures = () => razorpay.requests.filter((r) => r.path.endsWith("/capture"));

describe("paying online through Razorpay", () => {
  it("creates the Razorpay order on the server, confirms only a valid signature, and captures once", async () => {
    const { buyer, saree, address } = await shopper();
    const quote = (await as(app, buyer).post("/api/checkout/quote", { address_id: address })).json();
    expect(quote.payment_methods[1]).toEqual({ method: "razorpay", available: true, reason: null });

    const placed = (await payOnline(buyer, address)).json();
    expect(placed).toMatchObject({ payment_method: "razorpay", payment_status: "awaiting", total: 3000 });
    expect(placed.razorpay).toMatchObject({ amount: 300_000, currency: "INR", key_id: keys.keyId });
    expect(razorpay.orders.get(placed.razorpay.order_id)).toMatchObject({ amount: 300_000 });
    // Stock is held while she pays; the cart keeps its line until the payment goes through.
    expect(await stockOf(saree.id)).toBe(4);
    expect((await as(app, buyer).get("/api/cart")).json().items).toHaveLength(1);

    const paid = await razorpay.pay(placed.razorpay.order_id, { webhooks: false });
    const verifyUrl = `/api/checkout/${placed.checkout_id}/razorpay/verify`;
    const forged = await as(app, buyer).post(verifyUrl, { ...paid, razorpay_signature: "0".repeat(64) });
    expect(forged.statusCode).toBe(400);
    expect(errorMessage(forged)).toBe(OrderMessages.badSignature);
    const otherOrder = await as(app, buyer).post(verifyUrl, {
      ...paid,
      razorpay_order_id: "order_someoneelse0",
    });
    expect(otherOrder.statusCode).toBe(400);
    const notHers = await as(app, asha).post(verifyUrl, paid);
    expect(notHers.statusCode).toBe(404);

    const [first, second] = await Promise.all([
      as(app, buyer).post(verifyUrl, paid),
      as(app, buyer).post(verifyUrl, paid),
    ]);
    expect(first.json().payment_status).toBe("paid");
    expect(second.json().payment_status).toBe("paid");
    expect(captures()).toHaveLength(1);
    await razorpay.settled();
    expect(captures()).toHaveLength(1);
    const order = (await as(app, buyer).get(`/api/orders/${placed.orders[0].order_number}`)).json().order;
    expect(order).toMatchObject({ order_status: "confirmed", payment_status: "paid" });
    expect(order.invoice_number).not.toBeNull();
    expect((await as(app, buyer).get("/api/cart")).json().items).toEqual([]);
  });

  it("takes the webhook as the truth when the browser never comes back, and ignores replays and forgeries", async () => {
    const { buyer, address } = await shopper();
    const placed = (await payOnline(buyer, address)).json();
    await razorpay.pay(placed.razorpay.order_id, { autoCapture: true, webhooks: true });
    await razorpay.settled();
    const checkout = (await as(app, buyer).get(`/api/checkout/${placed.checkout_id}`)).json();
    expect(checkout.payment_status).toBe("paid");
    expect(checkout.razorpay).toBeUndefined();

    const delivered = razorpay.deliveries.filter((d) => d.status === 200);
    expect(delivered.length).toBeGreaterThan(0);
    const replay = await razorpay.sendWebhook(
      "payment.captured",
      JSON.parse(delivered[0]!.body.toString()).payload,
      {
        eventId: delivered[0]!.eventId,
      },
    );
    expect(replay.status).toBe(200);
    const forged = await razorpay.sendWebhook("payment.captured", {}, { signature: "ab".repeat(32) });
    expect(forged.status).toBe(400);
    const [events] = await rows(
      app,
      "select count(*)::int as n from payment_webhook_events where event_id = $1",
      [delivered[0]!.eventId],
    );
    expect(events?.n).toBe(1);
    expect(captures().length).toBe(1);
  });

  it("answers the webhook within Razorpay's 5 seconds when Razorpay itself is slow, and loses nothing", async () => {
    const { buyer, address } = await shopper();
    const placed = (await payOnline(buyer, address)).json();
    const before = razorpay.deliveries.length;
    razorpay.slowApi(4500);
    const started = Date.now();
    try {
      await razorpay.pay(placed.razorpay.order_id, { autoCapture: true, webhooks: true });
      await razorpay.settled();
    } finally {
      razorpay.slowApi(0);
    }
    const late = razorpay.deliveries.slice(before);
    expect(late.length).toBeGreaterThan(0);
    // The first event waits on Razorpay past the deadline: answered 503, the work carrying on behind it.
    expect(late[0]!.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(4500 * late.length + 2000);
    // The work went on after the answer; Razorpay's next delivery of the same event finds it done.
    await expect
      .poll(
        async () => (await as(app, buyer).get(`/api/checkout/${placed.checkout_id}`)).json().payment_status,
        {
          timeout: 15_000,
        },
      )
      .toBe("paid");
    const again = await razorpay.sendWebhook("payment.captured", JSON.parse(late[0]!.body).payload, {
      eventId: late[0]!.eventId,
    });
    expect(again.status).toBe(200);
  });

  it("answers the same checkout for a repeated key and makes one Razorpay order", async () => {
    const { buyer, address } = await shopper();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => payOnline(buyer, address, key)));
    expect(new Set(answers.map((a) => a.json().checkout_id)).size).toBe(1);
    expect(new Set(answers.map((a) => a.json().razorpay.order_id)).size).toBe(1);
  });

  it("cancels an unpaid checkout after 30 minutes, frees the stock, and refunds a payment that comes later", async () => {
    const { buyer, saree, address } = await shopper(2);
    const placed = (await payOnline(buyer, address)).json();
    expect(await stockOf(saree.id)).toBe(1);
    await app.services.checkout.expireOverdue();
    expect((await as(app, buyer).get(`/api/checkout/${placed.checkout_id}`)).json().payment_status).toBe(
      "awaiting",
    );

    clock.advance(OrderRules.paymentWindowMinutes * 60_000 + 1000);
    expect(await app.services.checkout.expireOverdue()).toBeGreaterThanOrEqual(1);
    clock.advance(-(OrderRules.paymentWindowMinutes * 60_000 + 1000));
    const order = (await as(app, buyer).get(`/api/orders/${placed.orders[0].order_number}`)).json().order;
    expect(order).toMatchObject({ order_status: "cancelled", payment_status: "void" });
    expect(await stockOf(saree.id)).toBe(2);
    // The cart was never emptied: she can try again.
    expect((await as(app, buyer).get("/api/cart")).json().items).toHaveLength(1);

    const late = await razorpay.pay(placed.razorpay.order_id, { webhooks: false });
    const answer = await as(app, buyer).post(`/api/checkout/${placed.checkout_id}/razorpay/verify`, late);
    expect(answer.statusCode).toBe(409);
    expect(errorMessage(answer)).toBe(OrderMessages.paymentExpired);
    const payment = razorpay.payments.get(late.razorpay_payment_id);
    expect(payment).toMatchObject({ status: "refunded" });
    expect(
      await rows(app, "select reason, status from refunds where checkout_id = $1", [placed.checkout_id]),
    ).toEqual([{ reason: "Paid after the payment window closed", status: "processed" }]);
  });

  it("cancels the whole unpaid checkout when she cancels one of its orders, and refunds a payment made after", async () => {
    const { buyer, saree, address } = await shopper(3);
    const placed = (await payOnline(buyer, address)).json();
    const number = placed.orders[0].order_number;
    const cancelled = (await as(app, buyer).post(`/api/orders/${number}/cancel`, {})).json().order;
    expect(cancelled).toMatchObject({ order_status: "cancelled", payment_status: "void" });
    expect(await stockOf(saree.id)).toBe(3);
    expect((await as(app, buyer).get(`/api/checkout/${placed.checkout_id}`)).json().payment_status).toBe(
      "expired",
    );
    clock.advance(OrderRules.paymentWindowMinutes * 60_000 + 1000);
    await expect(app.services.checkout.expire(placed.checkout_id)).resolves.toBeUndefined();
    clock.advance(-(OrderRules.paymentWindowMinutes * 60_000 + 1000));
    const late = await razorpay.pay(placed.razorpay.order_id, { webhooks: false });
    const answer = await as(app, buyer).post(`/api/checkout/${placed.checkout_id}/razorpay/verify`, late);
    expect(errorMessage(answer)).toBe(OrderMessages.paymentExpired);
    expect(razorpay.payments.get(late.razorpay_payment_id)).toMatchObject({ status: "refunded" });
  });

  it("keeps an unpaid online order from the shop: not listed, not counted, not hers to prepare, no word when it lapses", async () => {
    const { buyer, address } = await shopper();
    const placed = (await payOnline(buyer, address)).json();
    const number = placed.orders[0].order_number as string;
    const listed = (await as(app, asha).get("/api/vendor/orders")).json().items;
    expect(listed.map((o: { order_number: string }) => o.order_number)).not.toContain(number);
    const counts = (await as(app, asha).get("/api/vendor/orders/counts")).json();
    const stats = (await as(app, asha).get("/api/realtime/stats")).json();

    const accept = await as(app, asha).patch(`/api/vendor/orders/${number}`, { status: "confirmed" });
    expect(accept.statusCode).toBe(409);
    expect(errorMessage(accept)).toBe(OrderMessages.awaitingPayment);
    const seen = (await as(app, asha).get(`/api/orders/${number}`)).json().order;
    expect(seen).toMatchObject({
      order_status: "placed",
      payment_status: "awaiting",
      next_moves: ["cancelled"],
    });

    clock.advance(OrderRules.paymentWindowMinutes * 60_000 + 1000);
    await app.services.checkout.expire(placed.checkout_id);
    clock.advance(-(OrderRules.paymentWindowMinutes * 60_000 + 1000));
    const told = await rows(
      app,
      "select message from notifications where recipient_id = $1 and message like $2",
      [asha.id, `%${number}%`],
    );
    expect(told).toEqual([]);
    // Paying makes it hers: counted and listed like any other.
    const next = await shopper();
    const paidFor = (await payOnline(next.buyer, next.address)).json();
    await as(app, next.buyer).post(
      `/api/checkout/${paidFor.checkout_id}/razorpay/verify`,
      await razorpay.pay(paidFor.razorpay.order_id, { webhooks: false }),
    );
    const after = (await as(app, asha).get("/api/vendor/orders/counts")).json();
    expect(after.to_pack).toBe(counts.to_pack + 1);
    expect((await as(app, asha).get("/api/realtime/stats")).json().pendingOrders).toBe(
      stats.pendingOrders + 1,
    );
  });

  it("creates nothing when Razorpay cannot be reached", async () => {
    const { buyer, saree, address } = await shopper();
    razorpay.unreachable = true;
    try {
      const answer = await payOnline(buyer, address);
      expect(answer.statusCode).toBe(503);
      expect(errorMessage(answer)).toBe(OrderMessages.paymentUnreachable);
    } finally {
      razorpay.unreachable = false;
    }
    expect(await rows(app, "select 1 from checkouts where buyer_id = $1", [buyer.id])).toEqual([]);
    expect(await stockOf(saree.id)).toBe(5);
  });

  it("refunds an online order through Razorpay when the buyer cancels or a return is approved", async () => {
    const { buyer, address } = await shopper();
    const placed = (await payOnline(buyer, address)).json();
    const paid = await razorpay.pay(placed.razorpay.order_id, { webhooks: false });
    await as(app, buyer).post(`/api/checkout/${placed.checkout_id}/razorpay/verify`, paid);
    const number = placed.orders[0].order_number;
    const cancelled = (await as(app, buyer).post(`/api/orders/${number}/cancel`, {})).json().order;
    expect(cancelled).toMatchObject({ order_status: "cancelled", payment_status: "refunded" });
    expect(razorpay.payments.get(paid.razorpay_payment_id)).toMatchObject({ status: "refunded" });
    await razorpay.settled();
    expect(
      await rows(app, "select status from refunds where razorpay_payment_id = $1", [
        paid.razorpay_payment_id,
      ]),
    ).toEqual([{ status: "processed" }]);
  });
});

describe("digital delivery and documents", () => {
  it("gives a paid digital purchase a 24-hour link good for five downloads, served as an attachment", async () => {
    const file = await uploadAs(
      app,
      asha,
      "/api/listings/files",
      Buffer.from("%PDF-1.4 pattern"),
      "Pattern.pdf",
      "application/pdf",
    );
    const pattern = await list(
      app,
      asha,
      physical({
        listing_type: "digital",
        title: "Blouse pattern",
        price: 199,
        sale_price: null,
        digital_file_path: file.json().path,
      }),
    );
    await as(app, riya).post("/api/cart/items", { listing_id: pattern.id });
    const address = await addressFor(riya);
    const quote = (await as(app, riya).post("/api/checkout/quote", { address_id: address })).json();
    expect(quote.shipping).toBe(0);
    expect(quote.payment_methods[0]).toMatchObject({
      available: false,
      reason: OrderMessages.codNotForDigital,
    });
    const placed = (await payOnline(riya, address)).json();
    const number = placed.orders[0].order_number;
    const line = (await as(app, riya).get(`/api/orders/${number}`)).json().order.items[0];
    expect(line.downloads_left).toBeNull();
    const early = await as(app, riya).post(`/api/orders/${number}/items/${line.id}/download`);
    expect(errorMessage(early)).toBe(OrderMessages.downloadNotReady);

    const paid = await razorpay.pay(placed.razorpay.order_id, { webhooks: false });
    await as(app, riya).post(`/api/checkout/${placed.checkout_id}/razorpay/verify`, paid);
    // Downloads only: paid is delivered, so the return window and her review open now.
    const delivered = (await as(app, riya).get(`/api/orders/${number}`)).json().order;
    expect(delivered).toMatchObject({ order_status: "delivered", payment_status: "paid" });
    expect(delivered.items[0].can_review).toBe(true);
    expect((await as(app, asha).post(`/api/orders/${number}/items/${line.id}/download`)).statusCode).toBe(
      404,
    );
    const link = (await as(app, riya).post(`/api/orders/${number}/items/${line.id}/download`)).json();
    expect(link).toMatchObject({ downloads_left: 5, file_name: "blouse-pattern.pdf" });
    for (let i = 0; i < 5; i++) {
      const got = await app.inject({ method: "GET", url: link.url });
      expect(got.statusCode).toBe(200);
      expect(got.headers["content-disposition"]).toContain('attachment; filename="blouse-pattern.pdf"');
      expect(got.body).toBe("%PDF-1.4 pattern");
    }
    expect((await app.inject({ method: "GET", url: link.url })).statusCode).toBe(410);
    expect(errorMessage(await as(app, riya).post(`/api/orders/${number}/items/${line.id}/download`))).toBe(
      OrderMessages.downloadsUsed,
    );
    expect((await app.inject({ method: "GET", url: "/api/downloads/not!a!token" })).statusCode).toBe(404);
  });

  it("renders the invoice to buyer and shop once confirmed, and the packing slip to the shop only", async () => {
    const { buyer, address } = await shopper();
    const number = (
      await as(app, buyer).post("/api/checkout", {
        address_id: address,
        payment_method: "cod",
        idempotency_key: randomUUID(),
      })
    ).json().orders[0].order_number;
    expect(errorMessage(await as(app, buyer).get(`/api/orders/${number}/invoice.pdf`))).toBe(
      OrderMessages.invoiceNotReady,
    );
    await as(app, asha).patch(`/api/vendor/orders/${number}`, { status: "confirmed" });
    for (const who of [buyer, asha]) {
      const pdf = await as(app, who).get(`/api/orders/${number}/invoice.pdf`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers["content-type"]).toBe("application/pdf");
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    }
    expect((await as(app, riya).get(`/api/orders/${number}/invoice.pdf`)).statusCode).toBe(404);
    expect((await as(app, asha).get(`/api/vendor/orders/${number}/packing-slip.pdf`)).statusCode).toBe(200);
    expect((await as(app, buyer).get(`/api/vendor/orders/${number}/packing-slip.pdf`)).statusCode).toBe(404);
  });
});
