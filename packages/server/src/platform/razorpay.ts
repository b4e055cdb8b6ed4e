import { createHmac, timingSafeEqual } from "node:crypto";

export type RazorpaySettings = {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** The API's origin (`https://api.razorpay.com`); a local stand-in in tests. */
  baseUrl: string;
  /** Standard Checkout's script, loaded by the web app. */
  checkoutUrl: string;
};

export type RazorpayOrder = { id: string; amount: number; currency: string; receipt: string; status: string };
export type RazorpayPayment = {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  status: "created" | "authorized" | "captured" | "refunded" | "failed";
  captured: boolean;
};
export type RazorpayRefund = { id: string; payment_id: string; amount: number; status: string };

/** Razorpay answered, but with an error (a 4xx/5xx and its description). */
export class RazorpayError extends Error {
  constructor(
    readonly status: number,
    readonly description: string,
  ) {
    super(`Razorpay ${status}: ${description}`);
  }
}

/** Razorpay could not be reached or did not answer in time. */
export class RazorpayUnreachable extends Error {}

export interface PaymentGateway {
  readonly keyId: string;
  readonly checkoutUrl: string;
  createOrder(input: {
    amount: number;
    currency: string;
    receipt: string;
    notes: Record<string, string>;
    /** 0: its payment stays `authorized` until captured (`capture`), and lapses if never captured. */
    payment_capture?: 0 | 1;
  }): Promise<RazorpayOrder>;
  fetchPayment(paymentId: string): Promise<RazorpayPayment>;
  capture(paymentId: string, amount: number, currency: string): Promise<RazorpayPayment>;
  refund(paymentId: string, amount: number, notes: Record<string, string>): Promise<RazorpayRefund>;
  /** HMAC-SHA256 of `order_id|payment_id` with the key secret, compared in constant time. */
  paymentSignatureValid(orderId: string, paymentId: string, signature: string): boolean;
  /** HMAC-SHA256 of the raw body with the webhook secret (never of re-serialised JSON). */
  webhookSignatureValid(rawBody: Buffer, signature: string): boolean;
}

const TIMEOUT_MS = 10_000;

function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, "hex");
  const b = Buffer.from(given, "hex");
  return given.length === expected.length && a.length === b.length && timingSafeEqual(a, b);
}

const hmac = (secret: string, data: string | Buffer) =>
  createHmac("sha256", secret).update(data).digest("hex");

/** Razorpay's REST API (Orders, Payments, Refunds) with HTTP basic auth, as its documentation describes. */
export function razorpayGateway(settings: RazorpaySettings): PaymentGateway {
  const auth = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString("base64")}`;

  async function call<T>(method: "GET" | "POST", path: string, body?: object): Promise<T> {
    let response: Response;
    try {
      response = await fetch(new URL(path, settings.baseUrl), {
        method,
        headers: { authorization: auth, ...(body ? { "content-type": "application/json" } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new RazorpayUnreachable(`Razorpay unreachable: ${(error as Error).message}`);
    }
    const answer = (await response.json().catch(() => null)) as
      | (T & { error?: { description?: string } })
      | null;
    if (!response.ok || !answer) {
      if (response.status >= 500) throw new RazorpayUnreachable(`Razorpay answered ${response.status}`);
      throw new RazorpayError(response.status, answer?.error?.description ?? "no description");
    }
    return answer;
  }

  return {
    keyId: settings.keyId,
    checkoutUrl: settings.checkoutUrl,
    createOrder: (input) => call("POST", "/v1/orders", { ...input, unique_receipt: true }),
    fetchPayment: (paymentId) => call("GET", `/v1/payments/${encodeURIComponent(paymentId)}`),
    capture: (paymentId, amount, currency) =>
      call("POST", `/v1/payments/${encodeURIComponent(paymentId)}/capture`, { amount, currency }),
    refund: (paymentId, amount, notes) =>
      call("POST", `/v1/payments/${encodeURIComponent(paymentId)}/refund`, {
        amount,
        speed: "normal",
        notes,
      }),
    paymentSignatureValid: (orderId, paymentId, signature) =>
      sameHex(hmac(settings.keySecret, `${orderId}|${paymentId}`), signature),
    webhookSignatureValid: (rawBody, signature) => sameHex(hmac(settings.webhookSecret, rawBody), signature),
  };
}
