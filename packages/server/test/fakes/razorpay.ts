import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import { request as httpsRequest } from "node:https";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for Razorpay that speaks its protocol: the Orders, Payments and Refunds APIs (and RazorpayX's
 * Contacts, Fund Accounts and Payouts, with `X-Payout-Idempotency`) under `/v1`
 * with HTTP Basic auth and Razorpay's error body, signed webhook deliveries, and a Standard Checkout widget
 * (`/v1/checkout.js`) whose payment sheet runs in an iframe from this origin. Signatures are computed exactly
 * as Razorpay computes them, so the app under test verifies them with its own code.
 */

export type RazorpayStandinOptions = {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  webhookUrl?: string;
  /** RazorpayX: the account number payouts must name (any when unset). */
  payoutAccountNumber?: string;
  /** Whether a payment made in the checkout widget sends `payment.authorized`. Default true. */
  checkoutWebhooks?: boolean;
  /** Default 0 (a free port). */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Told one line per API request and webhook delivery (the command-line stand-in prints them). */
  log?: (line: string) => void;
};

export type RazorpayNotes = Record<string, string> | [];

export type RazorpayOrder = {
  id: string;
  entity: "order";
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: "created" | "attempted" | "paid";
  attempts: number;
  notes: RazorpayNotes;
  created_at: number;
  partial_payment?: boolean;
};

export type RazorpayPayment = {
  id: string;
  entity: "payment";
  amount: number;
  currency: string;
  status: "created" | "authorized" | "captured" | "refunded" | "failed";
  order_id: string;
  invoice_id: null;
  international: boolean;
  method: "upi" | "card";
  amount_refunded: number;
  refund_status: null | "partial" | "full";
  captured: boolean;
  description: string | null;
  card_id: string | null;
  bank: null;
  wallet: null;
  vpa: string | null;
  email: string;
  contact: string;
  notes: RazorpayNotes;
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  acquirer_data: Record<string, string | null>;
  created_at: number;
};

export type RazorpayRefund = {
  id: string;
  entity: "refund";
  amount: number;
  currency: string;
  payment_id: string;
  notes: RazorpayNotes;
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: null;
  status: "pending" | "processed" | "failed";
  speed_processed: "normal" | "instant";
  speed_requested: "normal" | "optimum";
};

export type RazorpayxContact = {
  id: string;
  entity: "contact";
  name: string;
  type: string | null;
  reference_id: string | null;
  active: boolean;
  created_at: number;
};

export type RazorpayxFundAccount = {
  id: string;
  entity: "fund_account";
  contact_id: string;
  account_type: "vpa" | "bank_account";
  vpa?: { address: string };
  bank_account?: { name: string; ifsc: string; account_number: string; bank_name: string };
  active: boolean;
  created_at: number;
};

export type RazorpayxPayout = {
  id: string;
  entity: "payout";
  fund_account_id: string;
  amount: number;
  currency: string;
  fees: number;
  tax: number;
  status:
    | "queued"
    | "pending"
    | "processing"
    | "processed"
    | "reversed"
    | "cancelled"
    | "rejected"
    | "failed";
  purpose: string;
  utr: string | null;
  mode: string;
  reference_id: string | null;
  narration: string | null;
  failure_reason: string | null;
  status_details: { description: string | null; source: string | null; reason: string | null } | null;
  created_at: number;
};

export type RazorpayError = {
  code: string;
  description: string;
  source: string;
  step: string;
  reason: string;
  metadata: Record<string, string>;
  field?: string;
};

export type RazorpayStandinRequest = {
  method: string;
  path: string;
  body: unknown;
  /** Whether the Basic auth matched the key pair (always true for the widget's own endpoints). */
  authorized: boolean;
  /** True when the request arrived while `unreachable` and its connection was destroyed. */
  dropped: boolean;
};

export type RazorpayWebhookDelivery = {
  event: string;
  eventId: string;
  /** The HTTP status the app answered; 0 when it could not be reached. */
  status: number;
  /** The exact bytes sent (as UTF-8 text). */
  body: string;
};

export type PayOptions = {
  method?: "upi" | "card";
  autoCapture?: boolean;
  webhooks?: boolean;
  email?: string;
  contact?: string;
};

export type RazorpayStandin = {
  baseUrl: string;
  checkoutUrl: string;
  setWebhookUrl(url: string): void;
  /** Every API answer (not the widget's) waits this long first, as a slow Razorpay would; 0 turns it off. */
  slowApi(ms: number): void;
  /** As if she paid in the widget: makes the payment (authorized; captured too when autoCapture) and answers what the widget hands the page. */
  pay(
    orderId: string,
    options?: PayOptions,
  ): Promise<{ razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }>;
  /**
   * What Razorpay does to an authorised payment nobody captured within the capture timeout (3 days by default):
   * refunds it by itself (`captured` stays false, which is how an auto-refund is told apart) and sends
   * `refund.created` and `refund.processed`. Refuses a payment that is not authorised and uncaptured.
   */
  autoRefund(paymentId: string, options?: { webhooks?: boolean }): Promise<RazorpayRefund>;
  /**
   * RazorpayX settles a payout as the bank answers: `processed` (with a UTR), `failed` or `reversed` (after it
   * was processed), and sends the `payout.{outcome}` webhook.
   */
  settlePayout(
    payoutId: string,
    outcome: "processed" | "failed" | "reversed",
    reason?: string,
  ): Promise<RazorpayxPayout>;
  contacts: Map<string, RazorpayxContact>;
  fundAccounts: Map<string, RazorpayxFundAccount>;
  payouts: Map<string, RazorpayxPayout>;
  /** A failed attempt: payment status failed, `payment.failed` webhook when webhooks. */
  fail(orderId: string, options?: { webhooks?: boolean }): Promise<{ razorpay_payment_id: string }>;
  /** Sends a signed webhook delivery to the webhook URL; answers the HTTP status the app gave. `eventId` defaults to a new one; pass the same to replay. */
  sendWebhook(
    event: string,
    payload: object,
    options?: { eventId?: string; signature?: string },
  ): Promise<{ status: number; eventId: string }>;
  orders: Map<string, RazorpayOrder>;
  payments: Map<string, RazorpayPayment>;
  refunds: Map<string, RazorpayRefund>;
  /** Every /v1 request received, in order (the API's and the widget's). */
  requests: RazorpayStandinRequest[];
  /** Every webhook delivery made, in order. */
  deliveries: RazorpayWebhookDelivery[];
  /** Resolves once the deliveries sent in the background (after capture, refund, widget payments) are done. */
  settled(): Promise<void>;
  /** While true, every /v1 API request (not the widget's script and sheet) fails as if Razorpay were unreachable. */
  unreachable: boolean;
  close(): Promise<void>;
};

const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const MAX_BODY = 1_000_000;
const WEBHOOK_TIMEOUT_MS = 5_000;

function randomId(prefix: string): string {
  const bytes = randomBytes(14);
  let id = "";
  for (const byte of bytes) id += ALPHANUMERIC[byte % ALPHANUMERIC.length];
  return `${prefix}${id}`;
}

const now = () => Math.floor(Date.now() / 1000);
const hmacHex = (secret: string, data: string | Buffer) =>
  createHmac("sha256", secret).update(data).digest("hex");

class RazorpayHttpError extends Error {
  constructor(
    readonly status: number,
    readonly error: RazorpayError,
  ) {
    super(error.description);
  }
}

function badRequest(
  description: string,
  field?: string,
  reason = "input_validation_failed",
): RazorpayHttpError {
  return new RazorpayHttpError(400, {
    code: "BAD_REQUEST_ERROR",
    description,
    source: "business",
    step: "payment_initiation",
    reason,
    metadata: {},
    ...(field ? { field } : {}),
  });
}

function authError(description: string): RazorpayHttpError {
  return new RazorpayHttpError(401, {
    code: "BAD_REQUEST_ERROR",
    description,
    source: "NA",
    step: "NA",
    reason: "NA",
    metadata: {},
  });
}

const notFound = () => badRequest("The id provided does not exist", "id");

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(text),
  });
  res.end(text);
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(badRequest("The request body is too large"));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

function parseJson(raw: Buffer): Record<string, unknown> {
  if (raw.length === 0) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.toString("utf8"));
  } catch {
    throw badRequest("The request body is not valid JSON");
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw badRequest("The request body must be a JSON object");
  }
  return parsed as Record<string, unknown>;
}

function basicAuthMatches(header: string | undefined, keyId: string, keySecret: string): boolean {
  // Razorpay is strict about the scheme's spelling: `Basic <base64>`, nothing else.
  if (!header?.startsWith("Basic ")) return false;
  const given = Buffer.from(header.slice("Basic ".length));
  const expected = Buffer.from(Buffer.from(`${keyId}:${keySecret}`).toString("base64"));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function parseNotes(value: unknown): RazorpayNotes {
  if (value === undefined || value === null) return [];
  if (typeof value !== "object" || Array.isArray(value))
    throw badRequest("The notes field must be an object", "notes");
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length > 15)
    throw badRequest("Number of fields in notes should be less than or equal to 15", "notes");
  const notes: Record<string, string> = {};
  for (const [key, note] of entries) {
    if (typeof note !== "string" && typeof note !== "number" && typeof note !== "boolean") {
      throw badRequest("The notes values must be strings", "notes");
    }
    const text = String(note);
    if (text.length > 256) throw badRequest("Notes values may not be greater than 256 characters", "notes");
    notes[key] = text;
  }
  return entries.length === 0 ? [] : notes;
}

function requireAmount(value: unknown, currency = "INR"): number {
  if (value === undefined || value === null || value === "")
    throw badRequest("The amount field is required.", "amount");
  if (typeof value !== "number" || !Number.isInteger(value))
    throw badRequest("The amount must be an integer.", "amount");
  if (value < 100) throw badRequest(`The amount must be at least ${currency} 1.00`, "amount");
  return value;
}

function rupees(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat("en-IN", { style: "currency", currency }).format(amount / 100);
  } catch {
    return `${currency} ${(amount / 100).toFixed(2)}`;
  }
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/** JSON safe to place inside an inline <script>. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

export async function startRazorpayStandin(options: RazorpayStandinOptions): Promise<RazorpayStandin> {
  const { keyId, keySecret, webhookSecret } = options;
  const checkoutWebhooks = options.checkoutWebhooks ?? true;
  const log = options.log ?? (() => {});
  let webhookUrl = options.webhookUrl;
  const accountId = randomId("acc_");

  const orders = new Map<string, RazorpayOrder>();
  const payments = new Map<string, RazorpayPayment>();
  const refunds = new Map<string, RazorpayRefund>();
  const contacts = new Map<string, RazorpayxContact>();
  const fundAccounts = new Map<string, RazorpayxFundAccount>();
  const payouts = new Map<string, RazorpayxPayout>();
  /** `X-Payout-Idempotency` keys seen, with the payout each made and the body it was made from. */
  const payoutKeys = new Map<string, { payoutId: string; body: string }>();
  /** Orders made with `payment_capture: 0`: their payments stay authorized until captured through the API. */
  const manualCaptureOrders = new Set<string>();
  const requests: RazorpayStandinRequest[] = [];
  const deliveries: RazorpayWebhookDelivery[] = [];
  let apiDelayMs = 0;
  const pending = new Set<Promise<unknown>>();
  /** When each event id was first sent, so a replay carries the same bytes. */
  const eventCreatedAt = new Map<string, number>();

  // ---- webhooks ----

  function post(url: string, body: Buffer, headers: Record<string, string>): Promise<number> {
    return new Promise((resolve, reject) => {
      const target = new URL(url);
      const send = target.protocol === "https:" ? httpsRequest : httpRequest;
      const req = send(
        target,
        {
          method: "POST",
          agent: false,
          headers: { ...headers, "content-length": String(body.length) },
          timeout: WEBHOOK_TIMEOUT_MS,
        },
        (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
          res.on("error", reject);
        },
      );
      req.on("timeout", () =>
        req.destroy(new Error(`The webhook URL did not answer within ${WEBHOOK_TIMEOUT_MS} ms`)),
      );
      req.on("error", reject);
      req.end(body);
    });
  }

  async function sendWebhook(
    event: string,
    payload: object,
    sendOptions: { eventId?: string; signature?: string } = {},
  ): Promise<{ status: number; eventId: string }> {
    if (!webhookUrl) throw new Error("The Razorpay stand-in has no webhook URL: call setWebhookUrl first.");
    const eventId = sendOptions.eventId ?? randomId("");
    let createdAt = eventCreatedAt.get(eventId);
    if (createdAt === undefined) {
      createdAt = now();
      eventCreatedAt.set(eventId, createdAt);
    }
    const envelope = {
      entity: "event",
      account_id: accountId,
      event,
      contains: Object.keys(payload),
      payload,
      created_at: createdAt,
    };
    const body = Buffer.from(JSON.stringify(envelope));
    const signature = sendOptions.signature ?? hmacHex(webhookSecret, body);
    const delivery: RazorpayWebhookDelivery = { event, eventId, status: 0, body: body.toString("utf8") };
    deliveries.push(delivery);
    const target = webhookUrl;
    try {
      delivery.status = await post(target, body, {
        "content-type": "application/json",
        "user-agent": "Razorpay-Webhook/v1",
        "x-razorpay-signature": signature,
        "x-razorpay-event-id": eventId,
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`Razorpay stand-in could not deliver ${event} to ${target}: ${reason}`);
    } finally {
      log(`webhook ${event} ${eventId} → ${delivery.status || "unreachable"}`);
    }
    return { status: delivery.status, eventId };
  }

  /** Deliveries Razorpay would make on its own, in order, without holding up the caller. */
  function deliverLater(events: [string, () => object][]): void {
    if (!webhookUrl || events.length === 0) return;
    const run = new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
      for (const [event, payload] of events) {
        await sendWebhook(event, payload()).catch((error: unknown) => {
          log(`webhook ${event} failed: ${error instanceof Error ? error.message : String(error)}`);
        });
      }
    });
    pending.add(run);
    void run.finally(() => pending.delete(run));
  }

  async function deliverNow(events: [string, () => object][]): Promise<void> {
    if (!webhookUrl) return;
    for (const [event, payload] of events) await sendWebhook(event, payload());
  }

  // Payloads are taken when the event happens, as Razorpay's are, not when they are delivered.
  const snapshot = <T extends object>(entity: T): T => structuredClone(entity);
  const paymentPayload = (payment: RazorpayPayment) => {
    const entity = snapshot(payment);
    return () => ({ payment: { entity } });
  };
  const orderPaidPayload = (payment: RazorpayPayment, order: RazorpayOrder) => {
    const entities = { payment: { entity: snapshot(payment) }, order: { entity: snapshot(order) } };
    return () => entities;
  };

  // ---- state changes ----

  function createOrder(body: Record<string, unknown>): RazorpayOrder {
    const currency = body.currency;
    if (currency === undefined || currency === null || currency === "") {
      throw badRequest("The currency field is required.", "currency");
    }
    if (typeof currency !== "string" || !/^[A-Z]{3}$/.test(currency)) {
      throw badRequest("The currency must be a valid 3-letter ISO code.", "currency");
    }
    const amount = requireAmount(body.amount, currency);
    const receipt = body.receipt ?? null;
    if (receipt !== null && typeof receipt !== "string")
      throw badRequest("The receipt must be a string.", "receipt");
    if (receipt !== null && receipt.length > 40) {
      throw badRequest("The receipt may not be greater than 40 characters.", "receipt");
    }
    const notes = parseNotes(body.notes);
    if (body.partial_payment !== undefined && typeof body.partial_payment !== "boolean") {
      throw badRequest("The partial payment field must be true or false.", "partial_payment");
    }
    const paymentCapture = body.payment_capture ?? 1;
    if (![0, 1, true, false].includes(paymentCapture as number | boolean))
      throw badRequest("The payment capture field must be 0 or 1.", "payment_capture");
    if (body.unique_receipt === true && receipt !== null) {
      for (const order of orders.values()) if (order.receipt === receipt) return order;
    }
    const order: RazorpayOrder = {
      id: randomId("order_"),
      entity: "order",
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency,
      receipt,
      offer_id: null,
      status: "created",
      attempts: 0,
      notes,
      created_at: now(),
      ...(body.partial_payment === true ? { partial_payment: true } : {}),
    };
    orders.set(order.id, order);
    if (paymentCapture === 0 || paymentCapture === false) manualCaptureOrders.add(order.id);
    return order;
  }

  function orderOpenForPayment(orderId: string): RazorpayOrder {
    const order = orders.get(orderId);
    if (!order) throw badRequest("The id provided does not exist", "order_id");
    if (order.status === "paid") {
      throw badRequest("Order has already been paid", "order_id", "order_already_paid");
    }
    for (const payment of payments.values()) {
      if (payment.order_id === orderId && payment.status === "authorized") {
        throw badRequest(
          "A payment on this order is authorized and awaiting capture",
          "order_id",
          "payment_already_authorized",
        );
      }
    }
    return order;
  }

  function newPayment(
    order: RazorpayOrder,
    method: "upi" | "card",
    who: { email?: string; contact?: string },
  ) {
    const payment: RazorpayPayment = {
      id: randomId("pay_"),
      entity: "payment",
      amount: order.amount_due,
      currency: order.currency,
      status: "created",
      order_id: order.id,
      invoice_id: null,
      international: false,
      method,
      amount_refunded: 0,
      refund_status: null,
      captured: false,
      description: null,
      card_id: method === "card" ? randomId("card_") : null,
      bank: null,
      wallet: null,
      vpa: method === "upi" ? "success@razorpay" : null,
      email: who.email || "void@razorpay.com",
      contact: who.contact || "+919000090000",
      notes: [],
      fee: null,
      tax: null,
      error_code: null,
      error_description: null,
      error_source: null,
      error_step: null,
      error_reason: null,
      acquirer_data:
        method === "upi"
          ? {
              rrn: String(randomBytes(6).readUIntBE(0, 6)).padStart(12, "0").slice(0, 12),
              upi_transaction_id: null,
            }
          : { auth_code: String(100000 + (randomBytes(3).readUIntBE(0, 3) % 900000)) },
      created_at: now(),
    };
    order.attempts += 1;
    if (order.status === "created") order.status = "attempted";
    payments.set(payment.id, payment);
    return payment;
  }

  function capture(payment: RazorpayPayment): RazorpayOrder | undefined {
    payment.status = "captured";
    payment.captured = true;
    // Razorpay's fee is about 2% plus 18% GST on it; the stand-in only needs plausible numbers.
    const fee = Math.round(payment.amount * 0.02);
    payment.tax = Math.round(fee * 0.18);
    payment.fee = fee + payment.tax;
    const order = orders.get(payment.order_id);
    if (!order) return undefined;
    order.amount_paid += payment.amount;
    order.amount_due = Math.max(0, order.amount - order.amount_paid);
    if (order.amount_due === 0) {
      order.status = "paid";
      return order;
    }
    return undefined;
  }

  function authorize(orderId: string, method: "upi" | "card", who: { email?: string; contact?: string }) {
    const order = orderOpenForPayment(orderId);
    const payment = newPayment(order, method, who);
    payment.status = "authorized";
    return { order, payment };
  }

  function signedResponse(payment: RazorpayPayment) {
    return {
      razorpay_payment_id: payment.id,
      razorpay_order_id: payment.order_id,
      razorpay_signature: hmacHex(keySecret, `${payment.order_id}|${payment.id}`),
    };
  }

  function failAttempt(orderId: string, who: { email?: string; contact?: string } = {}) {
    const order = orderOpenForPayment(orderId);
    const payment = newPayment(order, "upi", who);
    payment.status = "failed";
    payment.vpa = "failure@razorpay";
    payment.error_code = "BAD_REQUEST_ERROR";
    payment.error_description = "Payment was unsuccessful as the bank declined the transaction.";
    payment.error_source = "bank";
    payment.error_step = "payment_authorization";
    payment.error_reason = "payment_failed";
    const error: RazorpayError = {
      code: payment.error_code,
      description: payment.error_description,
      source: payment.error_source,
      step: payment.error_step,
      reason: payment.error_reason,
      metadata: { order_id: order.id, payment_id: payment.id },
    };
    return { payment, error };
  }

  function capturePayment(paymentId: string, body: Record<string, unknown>): RazorpayPayment {
    const payment = payments.get(paymentId);
    if (!payment) throw notFound();
    if (payment.captured) throw badRequest("This payment has already been captured", undefined, "NA");
    if (payment.status !== "authorized") {
      throw badRequest(
        "Only payments which have been authorized and not yet captured can be captured",
        undefined,
        "NA",
      );
    }
    if (body.amount === undefined || body.amount === null)
      throw badRequest("The amount field is required.", "amount");
    if (typeof body.amount !== "number" || !Number.isInteger(body.amount)) {
      throw badRequest("The amount must be an integer.", "amount");
    }
    if (body.amount !== payment.amount)
      throw badRequest("Capture amount must be equal to the amount authorized", "amount");
    if (body.currency === undefined || body.currency === null || body.currency === "") {
      throw badRequest("The currency field is required.", "currency");
    }
    if (body.currency !== payment.currency)
      throw badRequest("Currency should be same as payment currency", "currency");
    const paidOrder = capture(payment);
    deliverLater([
      ["payment.captured", paymentPayload(payment)],
      ...(paidOrder ? [["order.paid", orderPaidPayload(payment, paidOrder)] as [string, () => object]] : []),
    ]);
    return payment;
  }

  function refundPayment(paymentId: string, body: Record<string, unknown>): RazorpayRefund {
    const payment = payments.get(paymentId);
    if (!payment) throw notFound();
    if (!payment.captured) throw badRequest("The payment has not been captured yet", undefined, "NA");
    const left = payment.amount - payment.amount_refunded;
    if (left <= 0) throw badRequest("The payment has been fully refunded already", undefined, "NA");
    const amount = body.amount ?? left;
    if (typeof amount !== "number" || !Number.isInteger(amount))
      throw badRequest("The amount must be an integer.", "amount");
    if (amount < 100) throw badRequest(`The amount must be at least ${payment.currency} 1.00`, "amount");
    if (amount > left) {
      throw badRequest("The refund amount provided is greater than amount captured", "amount");
    }
    const speed = body.speed ?? "normal";
    if (speed !== "normal" && speed !== "optimum")
      throw badRequest("The selected speed is invalid.", "speed");
    const receipt = body.receipt ?? null;
    if (receipt !== null && (typeof receipt !== "string" || receipt.length > 40)) {
      throw badRequest("The receipt may not be greater than 40 characters.", "receipt");
    }
    const refund: RazorpayRefund = {
      id: randomId("rfnd_"),
      entity: "refund",
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes: parseNotes(body.notes),
      receipt,
      acquirer_data: { arn: null },
      created_at: now(),
      batch_id: null,
      status: "processed",
      speed_processed: speed === "optimum" ? "instant" : "normal",
      speed_requested: speed,
    };
    refunds.set(refund.id, refund);
    payment.amount_refunded += amount;
    if (payment.amount_refunded >= payment.amount) {
      payment.refund_status = "full";
      payment.status = "refunded";
    } else {
      payment.refund_status = "partial";
    }
    const refunded = { refund: { entity: snapshot(refund) }, payment: { entity: snapshot(payment) } };
    deliverLater([["refund.processed", () => refunded]]);
    return refund;
  }

  // ---- RazorpayX ----

  const text = (value: unknown, field: string, max: number, required = true): string | null => {
    if (value === undefined || value === null || value === "") {
      if (required) throw badRequest(`The ${field.replace(/_/g, " ")} field is required.`, field);
      return null;
    }
    if (typeof value !== "string")
      throw badRequest(`The ${field.replace(/_/g, " ")} must be a string.`, field);
    if (value.length > max)
      throw badRequest(`The ${field.replace(/_/g, " ")} may not be greater than ${max} characters.`, field);
    return value;
  };

  function createContact(body: Record<string, unknown>): RazorpayxContact {
    const name = text(body.name, "name", 50)!;
    const type = text(body.type, "type", 20, false);
    if (type !== null && !["vendor", "customer", "employee", "self"].includes(type))
      throw badRequest("Invalid type: type must be one of vendor, customer, employee, self", "type");
    const reference = text(body.reference_id, "reference_id", 40, false);
    // Razorpay answers the same contact for the same details.
    for (const contact of contacts.values())
      if (contact.name === name && contact.type === type && contact.reference_id === reference)
        return contact;
    const contact: RazorpayxContact = {
      id: randomId("cont_"),
      entity: "contact",
      name,
      type,
      reference_id: reference,
      active: true,
      created_at: now(),
    };
    contacts.set(contact.id, contact);
    return contact;
  }

  function createFundAccount(body: Record<string, unknown>): RazorpayxFundAccount {
    const contactId = text(body.contact_id, "contact_id", 20)!;
    if (!contacts.has(contactId)) throw badRequest("The id provided does not exist", "contact_id");
    const type = body.account_type;
    let fund: RazorpayxFundAccount;
    if (type === "vpa") {
      const vpa = body.vpa as { address?: unknown } | undefined;
      const address = text(vpa?.address, "address", 100)!;
      if (!/^[a-zA-Z0-9.\-_]{2,256}@[a-zA-Z]{2,64}$/.test(address))
        throw badRequest("Invalid VPA. Please enter a valid Virtual Payment Address", "address");
      fund = {
        id: randomId("fa_"),
        entity: "fund_account",
        contact_id: contactId,
        account_type: "vpa",
        vpa: { address },
        active: true,
        created_at: now(),
      };
    } else if (type === "bank_account") {
      const bank = (body.bank_account ?? {}) as Record<string, unknown>;
      const name = text(bank.name, "name", 120)!;
      const ifsc = text(bank.ifsc, "ifsc", 11)!;
      const accountNumber = text(bank.account_number, "account_number", 40)!;
      if (!/^[A-Z]{4}0[A-Z0-9]{6}$/.test(ifsc)) throw badRequest("The ifsc must be 11 characters.", "ifsc");
      if (!/^\d{5,35}$/.test(accountNumber))
        throw badRequest("The account number format is invalid.", "account_number");
      fund = {
        id: randomId("fa_"),
        entity: "fund_account",
        contact_id: contactId,
        account_type: "bank_account",
        bank_account: { name, ifsc, account_number: accountNumber, bank_name: ifsc.slice(0, 4) },
        active: true,
        created_at: now(),
      };
    } else {
      throw badRequest(
        "Invalid account type: account type must be one of bank_account, vpa, card",
        "account_type",
      );
    }
    fundAccounts.set(fund.id, fund);
    return fund;
  }

  function createPayout(body: Record<string, unknown>, idempotencyKey: string | undefined): RazorpayxPayout {
    if (!idempotencyKey)
      throw badRequest("The X-Payout-Idempotency header is required.", "X-Payout-Idempotency");
    const raw = JSON.stringify(body);
    const seen = payoutKeys.get(idempotencyKey);
    if (seen) {
      if (seen.body !== raw)
        throw badRequest("Different request body sent for the same idempotency header", undefined, "NA");
      return payouts.get(seen.payoutId)!;
    }
    const accountNumber = text(body.account_number, "account_number", 40)!;
    if (options.payoutAccountNumber && accountNumber !== options.payoutAccountNumber)
      throw badRequest("The account number is invalid.", "account_number");
    const fundId = text(body.fund_account_id, "fund_account_id", 20)!;
    if (!fundAccounts.has(fundId)) throw badRequest("The id provided does not exist", "fund_account_id");
    const amount = requireAmount(body.amount);
    if (body.currency !== "INR") throw badRequest("Currency is not supported", "currency");
    const mode = text(body.mode, "mode", 10)!;
    if (!["UPI", "IMPS", "NEFT", "RTGS"].includes(mode)) throw badRequest("Invalid payout mode", "mode");
    const purpose = text(body.purpose, "purpose", 30)!;
    const narration = text(body.narration, "narration", 30, false);
    if (narration !== null && !/^[A-Za-z0-9 ]*$/.test(narration))
      throw badRequest("The narration may only contain alphabets, numbers and spaces.", "narration");
    const fees = mode === "UPI" ? 500 : 590;
    const payout: RazorpayxPayout = {
      id: randomId("pout_"),
      entity: "payout",
      fund_account_id: fundId,
      amount,
      currency: "INR",
      fees,
      tax: Math.round(fees * 0.18),
      status: "processing",
      purpose,
      utr: null,
      mode,
      reference_id: text(body.reference_id, "reference_id", 40, false),
      narration,
      failure_reason: null,
      status_details: null,
      created_at: now(),
    };
    payouts.set(payout.id, payout);
    payoutKeys.set(idempotencyKey, { payoutId: payout.id, body: raw });
    return payout;
  }

  const collection = <T>(items: T[]) => ({ entity: "collection", count: items.length, items });
  const paymentsOf = (orderId: string) => [...payments.values()].filter((p) => p.order_id === orderId);

  // ---- HTTP ----

  function api(
    method: string,
    path: string,
    query: URLSearchParams,
    body: Record<string, unknown>,
    headers: IncomingMessage["headers"] = {},
  ): unknown {
    const parts = path.split("/").filter(Boolean); // ["v1", resource, id?, action?]
    const [, resource, id, action, ...rest] = parts;
    if (rest.length > 0) return undefined;
    if (resource === "contacts" && !id && method === "POST") return createContact(body);
    if (resource === "fund_accounts" && !id && method === "POST") return createFundAccount(body);
    if (resource === "payouts" && !id && method === "POST") {
      const key = headers["x-payout-idempotency"];
      return createPayout(body, Array.isArray(key) ? key[0] : key);
    }
    if (resource === "payouts" && id && !action && method === "GET")
      return payouts.get(id) ?? throwError(notFound());
    if (resource === "orders") {
      if (!id && method === "POST") return createOrder(body);
      if (!id && method === "GET") {
        const receipt = query.get("receipt");
        return collection(
          [...orders.values()].filter((o) => receipt === null || o.receipt === receipt).reverse(),
        );
      }
      if (id && !action && method === "GET") return orders.get(id) ?? throwError(notFound());
      if (id && action === "payments" && method === "GET") {
        if (!orders.has(id)) throw notFound();
        return collection(paymentsOf(id));
      }
    }
    if (resource === "payments" && id) {
      if (!action && method === "GET") return payments.get(id) ?? throwError(notFound());
      if (action === "capture" && method === "POST") return capturePayment(id, body);
      if (action === "refund" && method === "POST") return refundPayment(id, body);
      if (action === "refunds" && method === "GET") {
        if (!payments.has(id)) throw notFound();
        return collection([...refunds.values()].filter((r) => r.payment_id === id));
      }
    }
    if (resource === "refunds" && id && !action && method === "GET") {
      return refunds.get(id) ?? throwError(notFound());
    }
    return undefined;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://standin.invalid");
    const method = req.method ?? "GET";
    const path = url.pathname.replace(/\/+$/, "") || "/";
    const origin = `http://${req.headers.host ?? new URL(baseUrl).host}`;

    if (!path.startsWith("/v1/")) {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found");
      return;
    }

    const widget = path === "/v1/checkout.js" || path.startsWith("/v1/checkout/");
    const raw = await readBody(req);
    const record: RazorpayStandinRequest = {
      method,
      path,
      body: undefined,
      authorized: true,
      dropped: false,
    };
    requests.push(record);
    try {
      record.body = raw.length ? JSON.parse(raw.toString("utf8")) : undefined;
    } catch {
      record.body = raw.toString("utf8");
    }

    if (!widget && apiDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, apiDelayMs));
    if (widget) {
      await handleWidget(method, path, url.searchParams, raw, origin, res);
      return;
    }

    if (standin.unreachable) {
      record.dropped = true;
      log(`${method} ${path} → dropped (unreachable)`);
      req.socket.destroy();
      return;
    }

    try {
      const header = req.headers.authorization;
      record.authorized = basicAuthMatches(header, keyId, keySecret);
      if (!record.authorized) {
        throw authError(
          header
            ? "The api key provided is invalid"
            : "Please provide your api key for authentication purposes.",
        );
      }
      const answer = api(
        method,
        path,
        url.searchParams,
        method === "POST" ? parseJson(raw) : {},
        req.headers,
      );
      if (answer === undefined)
        throw badRequest("The requested URL was not found on the server.", undefined, "NA");
      log(`${method} ${path} → 200`);
      sendJson(res, 200, answer);
    } catch (error) {
      if (!(error instanceof RazorpayHttpError)) throw error;
      log(`${method} ${path} → ${error.status} ${error.error.description}`);
      sendJson(res, error.status, { error: error.error });
    }
  }

  async function handleWidget(
    method: string,
    path: string,
    query: URLSearchParams,
    raw: Buffer,
    origin: string,
    res: ServerResponse,
  ): Promise<void> {
    if (path === "/v1/checkout.js" && method === "GET") {
      const script = checkoutScript(origin);
      res.writeHead(200, {
        "content-type": "application/javascript; charset=utf-8",
        "cache-control": "no-store",
        "content-length": Buffer.byteLength(script),
      });
      res.end(script);
      return;
    }
    if (path === "/v1/checkout/pay" && method === "GET") {
      const page = payPage(query);
      res.writeHead(200, {
        "content-type": "text/html; charset=utf-8",
        "cache-control": "no-store",
        "content-length": Buffer.byteLength(page),
      });
      res.end(page);
      return;
    }
    if ((path === "/v1/checkout/pay" || path === "/v1/checkout/fail") && method === "POST") {
      try {
        const body = parseJson(raw);
        if (body.key_id !== keyId) throw authError("The api key provided is invalid");
        const orderId = typeof body.order_id === "string" ? body.order_id : "";
        const who = {
          email: typeof body.email === "string" ? body.email : undefined,
          contact: typeof body.contact === "string" ? body.contact : undefined,
        };
        if (path === "/v1/checkout/fail") {
          const { payment, error } = failAttempt(orderId, who);
          if (checkoutWebhooks) deliverLater([["payment.failed", paymentPayload(payment)]]);
          log(`checkout ${orderId}: payment ${payment.id} failed`);
          sendJson(res, 200, { razorpay_payment_id: payment.id, error });
          return;
        }
        const method = body.method === "card" ? "card" : "upi";
        const { payment } = authorize(orderId, method, who);
        if (checkoutWebhooks) deliverLater([["payment.authorized", paymentPayload(payment)]]);
        log(`checkout ${orderId}: payment ${payment.id} authorized (${method})`);
        sendJson(res, 200, signedResponse(payment));
      } catch (error) {
        if (!(error instanceof RazorpayHttpError)) throw error;
        sendJson(res, error.status, { error: error.error });
      }
      return;
    }
    res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found");
  }

  function payPage(query: URLSearchParams): string {
    const orderId = query.get("order_id") ?? "";
    const order = orders.get(orderId);
    const parentOrigin = (() => {
      try {
        const given = new URL(query.get("origin") ?? "");
        return given.protocol === "http:" || given.protocol === "https:" ? given.origin : "*";
      } catch {
        return "*";
      }
    })();
    let problem: string | null = null;
    if (query.get("key_id") !== keyId) problem = "The api key provided is invalid.";
    else if (!order) problem = "This order does not exist.";
    else if (order.status === "paid") problem = "This order has already been paid.";
    const merchant = query.get("name") || "Merchant";
    const description = query.get("description") ?? "";
    const color = /^#[0-9a-fA-F]{3,8}$/.test(query.get("theme_color") ?? "")
      ? query.get("theme_color")
      : "#3395ff";
    const config = {
      orderId,
      keyId: query.get("key_id") ?? "",
      email: query.get("email") ?? "",
      contact: query.get("contact") ?? "",
      parentOrigin,
    };
    const payButtons = problem
      ? ""
      : `<button type="button" data-pay="upi">Pay with UPI</button>
      <button type="button" data-pay="card">Pay by card</button>
      <button type="button" data-fail>Fail payment</button>`;
    return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Razorpay Checkout (stand-in)</title>
<style>
  body { margin: 0; font: 16px/1.4 system-ui, sans-serif; color: #1f2937; background: #fff; }
  header { background: ${color}; color: #fff; padding: 16px 20px; }
  header h1 { margin: 0; font-size: 20px; }
  header p { margin: 4px 0 0; opacity: .9; }
  main { padding: 20px; display: grid; gap: 12px; }
  .amount { font-size: 28px; font-weight: 700; margin: 0; }
  .note { font-size: 13px; color: #6b7280; margin: 0; }
  button { font: inherit; padding: 12px; border-radius: 6px; border: 1px solid #d1d5db; background: #f9fafb; cursor: pointer; }
  button[data-pay] { background: ${color}; color: #fff; border-color: transparent; }
  button:disabled { opacity: .6; cursor: progress; }
  [role=alert] { color: #b91c1c; min-height: 1.4em; margin: 0; }
</style>
</head>
<body>
<header><h1>${escapeHtml(merchant)}</h1>${description ? `<p>${escapeHtml(description)}</p>` : ""}</header>
<main>
  <p class="amount">${order ? escapeHtml(rupees(order.amount_due, order.currency)) : ""}</p>
  <p class="note">Razorpay stand-in, test mode. Order ${escapeHtml(orderId)}</p>
  <p role="alert" id="status">${problem ? escapeHtml(problem) : ""}</p>
  ${payButtons}
  <button type="button" data-cancel>Cancel</button>
</main>
<script>
(function () {
  var config = ${scriptJson(config)};
  var status = document.getElementById("status");
  var buttons = Array.prototype.slice.call(document.querySelectorAll("button"));
  function tell(message) {
    message.type = "razorpay-standin";
    window.parent.postMessage(message, config.parentOrigin);
  }
  function busy(on) { buttons.forEach(function (b) { b.disabled = on; }); }
  function post(path, method) {
    return fetch(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ order_id: config.orderId, key_id: config.keyId, email: config.email, contact: config.contact, method: method })
    }).then(function (res) { return res.json().then(function (body) { return { ok: res.ok, body: body }; }); });
  }
  function trouble(body) { return body && body.error ? body.error.description : "Something went wrong."; }
  document.querySelectorAll("[data-pay]").forEach(function (button) {
    button.addEventListener("click", function () {
      busy(true);
      status.textContent = "";
      post("/v1/checkout/pay", button.getAttribute("data-pay")).then(function (r) {
        if (r.ok) { tell({ outcome: "success", response: r.body }); return; }
        status.textContent = trouble(r.body);
        busy(false);
      }, function () { status.textContent = "Something went wrong."; busy(false); });
    });
  });
  var fail = document.querySelector("[data-fail]");
  if (fail) fail.addEventListener("click", function () {
    busy(true);
    post("/v1/checkout/fail").then(function (r) {
      if (r.ok) {
        status.textContent = "Payment failed. Try again or cancel.";
        tell({ outcome: "failed", error: r.body.error });
      } else {
        status.textContent = trouble(r.body);
      }
      busy(false);
    }, function () { status.textContent = "Something went wrong."; busy(false); });
  });
  document.querySelector("[data-cancel]").addEventListener("click", function () { tell({ outcome: "dismissed" }); });
})();
</script>
</body>
</html>`;
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      log(`stand-in error: ${error instanceof Error ? error.message : String(error)}`);
      if (error instanceof RazorpayHttpError && !res.headersSent) {
        sendJson(res, error.status, { error: error.error });
      } else if (!res.headersSent) {
        sendJson(res, 500, {
          error: {
            code: "SERVER_ERROR",
            description: "The server encountered an error. The incident has been reported to admins",
            source: "NA",
            step: "NA",
            reason: "NA",
            metadata: {},
          },
        });
      } else {
        res.destroy();
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  const baseUrl = `http://${host}:${address.port}`;

  async function settled(): Promise<void> {
    while (pending.size > 0) await Promise.allSettled([...pending]);
  }

  const standin: RazorpayStandin = {
    baseUrl,
    checkoutUrl: `${baseUrl}/v1/checkout.js`,
    setWebhookUrl(url: string) {
      webhookUrl = url;
    },
    slowApi(ms: number) {
      apiDelayMs = ms;
    },
    async pay(orderId, payOptions = {}) {
      const { payment } = unwrap(() =>
        authorize(orderId, payOptions.method ?? "upi", {
          email: payOptions.email,
          contact: payOptions.contact,
        }),
      );
      const events: [string, () => object][] = [["payment.authorized", paymentPayload(payment)]];
      if (payOptions.autoCapture && !manualCaptureOrders.has(orderId)) {
        const paidOrder = capture(payment);
        events.push(["payment.captured", paymentPayload(payment)]);
        if (paidOrder) events.push(["order.paid", orderPaidPayload(payment, paidOrder)]);
      }
      if (payOptions.webhooks ?? true) await deliverNow(events);
      return signedResponse(payment);
    },
    async autoRefund(paymentId, refundOptions = {}) {
      const payment = payments.get(paymentId);
      if (!payment) throw new Error(`No payment ${paymentId}`);
      if (payment.status !== "authorized" || payment.captured)
        throw new Error(`Only an authorized, uncaptured payment is auto-refunded (${payment.status})`);
      const refund: RazorpayRefund = {
        id: randomId("rfnd_"),
        entity: "refund",
        amount: payment.amount,
        currency: payment.currency,
        payment_id: payment.id,
        notes: [],
        receipt: null,
        acquirer_data: { arn: null },
        created_at: now(),
        batch_id: null,
        status: "processed",
        speed_processed: "normal",
        speed_requested: "normal",
      };
      refunds.set(refund.id, refund);
      payment.amount_refunded = payment.amount;
      payment.refund_status = "full";
      payment.status = "refunded";
      const created = {
        refund: { entity: { ...snapshot(refund), status: "pending" } },
        payment: { entity: snapshot(payment) },
      };
      const processed = { refund: { entity: snapshot(refund) }, payment: { entity: snapshot(payment) } };
      if (refundOptions.webhooks ?? true)
        await deliverNow([
          ["refund.created", () => created],
          ["refund.processed", () => processed],
        ]);
      return refund;
    },
    async settlePayout(payoutId, outcome, reason) {
      const payout = payouts.get(payoutId);
      if (!payout) throw new Error(`No payout ${payoutId}`);
      if (outcome === "reversed" ? payout.status !== "processed" : payout.status !== "processing")
        throw new Error(`A ${payout.status} payout cannot become ${outcome}`);
      payout.status = outcome;
      if (outcome === "processed")
        payout.utr = String(randomBytes(6).readUIntBE(0, 6)).padStart(12, "0").slice(0, 12);
      if (outcome !== "processed") {
        const description =
          reason ??
          (outcome === "failed"
            ? "Payout failed at the beneficiary bank"
            : "Payout reversed by the beneficiary bank");
        payout.failure_reason = description;
        payout.status_details = { description, source: "beneficiary_bank", reason: `payout_${outcome}` };
      }
      const entity = snapshot(payout);
      await deliverNow([[`payout.${outcome}`, () => ({ payout: { entity } })]]);
      return payout;
    },
    contacts,
    fundAccounts,
    payouts,
    async fail(orderId, failOptions = {}) {
      const { payment } = unwrap(() => failAttempt(orderId));
      if (failOptions.webhooks ?? true) await deliverNow([["payment.failed", paymentPayload(payment)]]);
      return { razorpay_payment_id: payment.id };
    },
    sendWebhook,
    orders,
    payments,
    refunds,
    requests,
    deliveries,
    settled,
    unreachable: false,
    async close() {
      await settled();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
  return standin;
}

function throwError(error: Error): never {
  throw error;
}

/** Test helpers throw plain errors carrying Razorpay's description. */
function unwrap<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof RazorpayHttpError) throw new Error(`Razorpay stand-in: ${error.error.description}`);
    throw error;
  }
}

function checkoutScript(fallbackOrigin: string): string {
  return `/* Razorpay Standard Checkout, local stand-in. */
(function () {
  "use strict";
  var script = document.currentScript;
  var ORIGIN = script && script.src ? new URL(script.src, location.href).origin : ${JSON.stringify(fallbackOrigin)};

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || !options.key) throw new Error("Razorpay: the key option is required");
    this.options = options;
    this._callbacks = {};
    this._overlay = null;
    this._listener = null;
  }

  Razorpay.prototype.on = function (event, callback) {
    (this._callbacks[event] = this._callbacks[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype._emit = function (event, value) {
    (this._callbacks[event] || []).forEach(function (callback) { callback(value); });
  };

  Razorpay.prototype._teardown = function () {
    if (this._listener) window.removeEventListener("message", this._listener);
    if (this._overlay && this._overlay.parentNode) this._overlay.parentNode.removeChild(this._overlay);
    this._listener = null;
    this._overlay = null;
  };

  Razorpay.prototype.close = function () { this._teardown(); };

  Razorpay.prototype.open = function () {
    if (this._overlay) return this;
    var options = this.options;
    var prefill = options.prefill || {};
    var query = new URLSearchParams();
    query.set("order_id", options.order_id || "");
    query.set("key_id", options.key);
    query.set("origin", location.origin);
    if (options.name) query.set("name", options.name);
    if (options.description) query.set("description", options.description);
    if (prefill.email) query.set("email", prefill.email);
    if (prefill.contact) query.set("contact", prefill.contact);
    if (options.theme && options.theme.color) query.set("theme_color", options.theme.color);

    var overlay = document.createElement("div");
    overlay.setAttribute("data-razorpay-standin", "");
    overlay.style.cssText = "position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,0,.6);display:flex;align-items:center;justify-content:center;";
    var frame = document.createElement("iframe");
    frame.title = "Razorpay Checkout";
    frame.src = ORIGIN + "/v1/checkout/pay?" + query.toString();
    frame.style.cssText = "border:0;width:100%;max-width:420px;height:100%;max-height:560px;background:#fff;border-radius:8px;";
    overlay.appendChild(frame);
    document.body.appendChild(overlay);
    this._overlay = overlay;

    var self = this;
    this._listener = function (event) {
      if (event.origin !== ORIGIN || event.source !== frame.contentWindow) return;
      var data = event.data;
      if (!data || data.type !== "razorpay-standin") return;
      if (data.outcome === "success") {
        self._teardown();
        if (typeof options.handler === "function") options.handler(data.response);
      } else if (data.outcome === "failed") {
        self._emit("payment.failed", { error: data.error });
      } else if (data.outcome === "dismissed") {
        self._teardown();
        if (options.modal && typeof options.modal.ondismiss === "function") options.modal.ondismiss();
      }
    };
    window.addEventListener("message", this._listener);
    frame.focus();
    return this;
  };

  window.Razorpay = Razorpay;
})();
`;
}
