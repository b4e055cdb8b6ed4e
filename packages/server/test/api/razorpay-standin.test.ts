import { createHmac } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type RazorpayStandin, startRazorpayStandin } from "../fakes/razorpay.js";

const keyId = "rzp_test_k1";
const keySecret = "secret_k1";
const webhookSecret = "whsec_k1";
const auth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`;
const hmac = (secret: string, data: string | Buffer) =>
  createHmac("sha256", secret).update(data).digest("hex");

type Received = {
  headers: IncomingHttpHeaders;
  raw: Buffer;
  json: { event: string; [key: string]: unknown };
};

/** A stand-in for the app's webhook endpoint: keeps every delivery's raw bytes. */
async function webhookListener(answer = 200) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const raw = Buffer.concat(chunks);
      received.push({ headers: req.headers, raw, json: JSON.parse(raw.toString("utf8")) });
      res.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payments/razorpay/webhook`;
  return {
    url,
    received,
    events: () => received.map((r) => r.json.event),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An entity, or Razorpay's error body. */
type Answer = {
  id: string;
  error: { code: string; description: string; field?: string };
  [key: string]: unknown;
};

let standin: RazorpayStandin;
let listener: Awaited<ReturnType<typeof webhookListener>>;

async function call(method: string, path: string, body?: unknown, authorization: string | null = auth) {
  const res = await fetch(`${standin.baseUrl}${path}`, {
    method,
    headers: {
      ...(authorization ? { authorization } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Answer };
}

async function createOrder(amount = 49_900, extra: Record<string, unknown> = {}) {
  const res = await call("POST", "/v1/orders", {
    amount,
    currency: "INR",
    receipt: `rcpt-${Math.random()}`,
    ...extra,
  });
  expect(res.status).toBe(200);
  return res.body;
}

beforeAll(async () => {
  listener = await webhookListener();
  standin = await startRazorpayStandin({ keyId, keySecret, webhookSecret, webhookUrl: listener.url });
});

afterAll(async () => {
  await standin.close();
  await listener.close();
});

afterEach(async () => {
  await standin.settled();
  standin.unreachable = false;
  listener.received.length = 0;
});

describe("Razorpay stand-in API", () => {
  it("refuses calls without the key pair, with Razorpay's error body", async () => {
    const none = await call("GET", "/v1/orders/order_x", undefined, null);
    expect(none.status).toBe(401);
    expect(none.body.error).toMatchObject({
      code: "BAD_REQUEST_ERROR",
      description: "Please provide your api key for authentication purposes.",
    });
    const wrong = await call(
      "POST",
      "/v1/orders",
      { amount: 1000, currency: "INR" },
      `Basic ${Buffer.from(`${keyId}:nope`).toString("base64")}`,
    );
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toMatchObject({
      code: "BAD_REQUEST_ERROR",
      description: "The api key provided is invalid",
    });
    expect(standin.orders.size).toBe(0);
    expect(standin.requests.at(-1)).toMatchObject({ method: "POST", path: "/v1/orders", authorized: false });
  });

  it("creates orders, validates them, and returns the same order for a unique receipt", async () => {
    const order = await createOrder(49_900, { receipt: "SAH-1001", notes: { checkout: "c1" } });
    expect(order).toMatchObject({
      entity: "order",
      amount: 49_900,
      amount_paid: 0,
      amount_due: 49_900,
      currency: "INR",
      receipt: "SAH-1001",
      offer_id: null,
      status: "created",
      attempts: 0,
      notes: { checkout: "c1" },
    });
    expect(order.id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect(typeof order.created_at).toBe("number");

    const again = await call("POST", "/v1/orders", {
      amount: 49_900,
      currency: "INR",
      receipt: "SAH-1001",
      unique_receipt: true,
    });
    expect(again.body.id).toBe(order.id);
    const fetched = await call("GET", `/v1/orders/${order.id}`);
    expect(fetched.body).toEqual(order);

    const tooSmall = await call("POST", "/v1/orders", { amount: 99, currency: "INR" });
    expect(tooSmall.status).toBe(400);
    expect(tooSmall.body.error).toMatchObject({ code: "BAD_REQUEST_ERROR", field: "amount" });
    const longReceipt = await call("POST", "/v1/orders", {
      amount: 1000,
      currency: "INR",
      receipt: "r".repeat(41),
    });
    expect(longReceipt.status).toBe(400);
    expect(longReceipt.body.error.field).toBe("receipt");
    const unknown = await call("GET", "/v1/orders/order_DoesNotExist00");
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.description).toBe("The id provided does not exist");
  });

  it("pays an order as the widget would, with a signature Razorpay's formula verifies", async () => {
    const order = await createOrder();
    const paid = await standin.pay(order.id, { webhooks: false });
    expect(paid.razorpay_order_id).toBe(order.id);
    expect(paid.razorpay_signature).toBe(hmac(keySecret, `${order.id}|${paid.razorpay_payment_id}`));

    const payment = await call("GET", `/v1/payments/${paid.razorpay_payment_id}`);
    expect(payment.body).toMatchObject({
      entity: "payment",
      amount: 49_900,
      status: "authorized",
      captured: false,
      order_id: order.id,
      method: "upi",
      amount_refunded: 0,
      refund_status: null,
    });
    const list = await call("GET", `/v1/orders/${order.id}/payments`);
    expect(list.body).toMatchObject({
      entity: "collection",
      count: 1,
      items: [{ id: paid.razorpay_payment_id }],
    });
    expect((await call("GET", `/v1/orders/${order.id}`)).body).toMatchObject({
      status: "attempted",
      attempts: 1,
    });
    expect(listener.received).toHaveLength(0);
  });

  it("captures once: the order becomes paid and a second capture is refused", async () => {
    const order = await createOrder();
    const { razorpay_payment_id: id } = await standin.pay(order.id, { webhooks: false });

    const wrongAmount = await call("POST", `/v1/payments/${id}/capture`, { amount: 100, currency: "INR" });
    expect(wrongAmount.status).toBe(400);
    expect(wrongAmount.body.error.field).toBe("amount");

    const captured = await call("POST", `/v1/payments/${id}/capture`, { amount: 49_900, currency: "INR" });
    expect(captured.status).toBe(200);
    expect(captured.body).toMatchObject({ id, status: "captured", captured: true });
    expect(standin.orders.get(order.id)).toMatchObject({
      status: "paid",
      amount_paid: 49_900,
      amount_due: 0,
    });

    const twice = await call("POST", `/v1/payments/${id}/capture`, { amount: 49_900, currency: "INR" });
    expect(twice.status).toBe(400);
    expect(twice.body.error).toMatchObject({
      code: "BAD_REQUEST_ERROR",
      description: "This payment has already been captured",
    });
    expect(standin.requests.filter((r) => r.path === `/v1/payments/${id}/capture`)).toHaveLength(3);

    await standin.settled();
    expect(listener.events()).toEqual(["payment.captured", "order.paid"]);
    await expect(standin.pay(order.id)).rejects.toThrow(/already been paid/);
  });

  it("refunds a captured payment and delivers refund.processed, signed over the raw body", async () => {
    const order = await createOrder();
    const { razorpay_payment_id: id } = await standin.pay(order.id, { autoCapture: true, webhooks: false });

    const notCaptured = await standin.pay((await createOrder()).id, { webhooks: false });
    const early = await call("POST", `/v1/payments/${notCaptured.razorpay_payment_id}/refund`, {});
    expect(early.status).toBe(400);

    const partial = await call("POST", `/v1/payments/${id}/refund`, {
      amount: 10_000,
      notes: { reason: "damaged" },
    });
    expect(partial.body).toMatchObject({
      entity: "refund",
      amount: 10_000,
      currency: "INR",
      payment_id: id,
      status: "processed",
      speed_requested: "normal",
      speed_processed: "normal",
      notes: { reason: "damaged" },
    });
    expect(partial.body.id).toMatch(/^rfnd_/);
    expect(standin.payments.get(id)).toMatchObject({ amount_refunded: 10_000, refund_status: "partial" });
    const tooMuch = await call("POST", `/v1/payments/${id}/refund`, { amount: 40_000 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error.field).toBe("amount");
    const rest = await call("POST", `/v1/payments/${id}/refund`, { speed: "optimum" });
    expect(rest.body).toMatchObject({ amount: 39_900, speed_processed: "instant" });
    expect(standin.payments.get(id)).toMatchObject({ status: "refunded", refund_status: "full" });
    expect((await call("GET", `/v1/refunds/${rest.body.id}`)).body).toEqual(rest.body);
    // An order stays paid after a refund.
    expect(standin.orders.get(order.id)?.status).toBe("paid");

    await standin.settled();
    expect(listener.events()).toEqual(["refund.processed", "refund.processed"]);
    const [first] = listener.received;
    expect(first?.headers["content-type"]).toBe("application/json");
    expect(first?.headers["x-razorpay-signature"]).toBe(hmac(webhookSecret, first!.raw));
    expect(first?.headers["x-razorpay-event-id"]).toBeTruthy();
    expect(first?.headers["x-razorpay-event-id"]).not.toBe(
      listener.received[1]?.headers["x-razorpay-event-id"],
    );
    expect(first?.json).toMatchObject({
      entity: "event",
      event: "refund.processed",
      contains: ["refund", "payment"],
      payload: {
        refund: { entity: { id: partial.body.id, amount: 10_000 } },
        payment: { entity: { id, amount_refunded: 10_000, refund_status: "partial" } },
      },
    });
    expect(String(first?.json.account_id)).toMatch(/^acc_/);
  });

  it("sends payment webhooks for a payment and a failure, and replays an event with the same bytes", async () => {
    const order = await createOrder();
    const failed = await standin.fail(order.id);
    expect(standin.payments.get(failed.razorpay_payment_id)).toMatchObject({
      status: "failed",
      error_code: "BAD_REQUEST_ERROR",
    });
    await standin.pay(order.id, { autoCapture: true, method: "card" });
    expect(listener.events()).toEqual([
      "payment.failed",
      "payment.authorized",
      "payment.captured",
      "order.paid",
    ]);
    const authorized = listener.received[1]!;
    expect(authorized.json).toMatchObject({
      payload: { payment: { entity: { status: "authorized", method: "card" } } },
    });
    for (const delivery of listener.received) {
      expect(delivery.headers["x-razorpay-signature"]).toBe(hmac(webhookSecret, delivery.raw));
    }

    const payload = { payment: { entity: standin.payments.get(failed.razorpay_payment_id) } };
    const sent = await standin.sendWebhook("payment.failed", payload);
    const replay = await standin.sendWebhook("payment.failed", payload, { eventId: sent.eventId });
    expect(replay).toEqual({ status: 200, eventId: sent.eventId });
    const [a, b] = listener.received.slice(-2);
    expect(b?.raw.equals(a!.raw)).toBe(true);
    expect(b?.headers["x-razorpay-event-id"]).toBe(sent.eventId);

    await standin.sendWebhook("payment.failed", payload, { signature: "0".repeat(64) });
    expect(listener.received.at(-1)?.headers["x-razorpay-signature"]).toBe("0".repeat(64));
  });

  it("drops every API connection while unreachable", async () => {
    const before = standin.orders.size;
    standin.unreachable = true;
    await expect(call("POST", "/v1/orders", { amount: 1000, currency: "INR" })).rejects.toThrow();
    expect(standin.requests.at(-1)).toMatchObject({ path: "/v1/orders", dropped: true });
    expect(standin.orders.size).toBe(before);
    // The widget still loads: only the API is cut off.
    expect((await fetch(standin.checkoutUrl)).status).toBe(200);
    standin.unreachable = false;
    await createOrder();
    expect(standin.orders.size).toBe(before + 1);
  });
});

describe("Razorpay stand-in checkout widget", () => {
  it("serves checkout.js and the payment sheet", async () => {
    expect(standin.checkoutUrl).toBe(`${standin.baseUrl}/v1/checkout.js`);
    const script = await fetch(standin.checkoutUrl);
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toMatch(/^application\/javascript/);
    const text = await script.text();
    expect(text).toContain("window.Razorpay = Razorpay");
    expect(text).toContain('frame.title = "Razorpay Checkout"');

    const order = await createOrder(123_456);
    const sheet = await fetch(
      `${standin.baseUrl}/v1/checkout/pay?order_id=${order.id}&key_id=${keyId}&name=${encodeURIComponent("Asha <Crafts>")}`,
    );
    expect(sheet.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await sheet.text();
    expect(html).toContain("Asha &lt;Crafts&gt;");
    expect(html).toContain("₹1,234.56");
    for (const label of ["Pay with UPI", "Pay by card", "Fail payment", "Cancel"])
      expect(html).toContain(label);
  });

  it("pays from the sheet only with the right key, authorizing without capture", async () => {
    const order = await createOrder();
    const wrongKey = await fetch(`${standin.baseUrl}/v1/checkout/pay`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ order_id: order.id, key_id: "rzp_test_other" }),
    });
    expect(wrongKey.status).toBe(401);

    const res = await fetch(`${standin.baseUrl}/v1/checkout/pay`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ order_id: order.id, key_id: keyId, method: "upi", email: "asha@example.com" }),
    });
    const response = (await res.json()) as Record<string, string>;
    expect(response.razorpay_signature).toBe(hmac(keySecret, `${order.id}|${response.razorpay_payment_id}`));
    expect(standin.payments.get(response.razorpay_payment_id!)).toMatchObject({
      status: "authorized",
      captured: false,
      email: "asha@example.com",
    });
    await standin.settled();
    expect(listener.events()).toEqual(["payment.authorized"]);
  });
});
