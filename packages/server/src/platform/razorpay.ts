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

/** One authenticated JSON call to Razorpay's API (RazorpayX shares its origin and key pair). */
function caller(settings: Pick<RazorpaySettings, "keyId" | "keySecret" | "baseUrl">) {
  const auth = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString("base64")}`;

  return async function call<T>(
    method: "GET" | "POST",
    path: string,
    body?: object,
    headers: Record<string, string> = {},
  ): Promise<T> {
    let response: Response;
    try {
      response = await fetch(new URL(path, settings.baseUrl), {
        method,
        headers: {
          authorization: auth,
          ...(body ? { "content-type": "application/json" } : {}),
          ...headers,
        },
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
  };
}

/** Razorpay's REST API (Orders, Payments, Refunds) with HTTP basic auth, as its documentation describes. */
export function razorpayGateway(settings: RazorpaySettings): PaymentGateway {
  const call = caller(settings);

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

// ---------------------------------------------------------------------------------------------------------------
// RazorpayX payouts

export type RazorpayxSettings = Pick<RazorpaySettings, "keyId" | "keySecret" | "baseUrl"> & {
  /** The RazorpayX account (current account or virtual account) money is sent from. */
  accountNumber: string;
};

/** Where a payout goes: her UPI ID, or her bank account (its holder, number and IFSC). */
export type PayoutDestination =
  | { type: "upi"; upi_id: string }
  | { type: "bank"; account_holder: string; account_number: string; ifsc: string };

export type RazorpayxPayout = {
  id: string;
  status:
    | "queued"
    | "pending"
    | "processing"
    | "processed"
    | "reversed"
    | "cancelled"
    | "rejected"
    | "failed";
  utr: string | null;
  reference_id: string | null;
  failure_reason?: string | null;
  status_details?: { description?: string | null; reason?: string | null } | null;
};

export interface PayoutGateway {
  /**
   * Sends `amount` paise to her: a contact for her, a fund account for the destination, then the payout, with
   * `X-Payout-Idempotency` set to `idempotencyKey` so asking again answers the same payout instead of a second.
   */
  send(input: {
    idempotencyKey: string;
    amount: number;
    name: string;
    contactReference: string;
    destination: PayoutDestination;
    narration: string;
  }): Promise<RazorpayxPayout>;
}

/** RazorpayX's Contacts, Fund Accounts and Payouts APIs, on the same key pair as payments. */
export function razorpayxPayouts(settings: RazorpayxSettings): PayoutGateway {
  const call = caller(settings);
  return {
    async send(input) {
      const contact = await call<{ id: string }>("POST", "/v1/contacts", {
        name: input.name.slice(0, 50),
        type: "vendor",
        reference_id: input.contactReference.slice(0, 40),
      });
      const account =
        input.destination.type === "upi"
          ? { account_type: "vpa", vpa: { address: input.destination.upi_id } }
          : {
              account_type: "bank_account",
              bank_account: {
                name: input.destination.account_holder,
                ifsc: input.destination.ifsc,
                account_number: input.destination.account_number,
              },
            };
      const fund = await call<{ id: string }>("POST", "/v1/fund_accounts", {
        contact_id: contact.id,
        ...account,
      });
      return call<RazorpayxPayout>(
        "POST",
        "/v1/payouts",
        {
          account_number: settings.accountNumber,
          fund_account_id: fund.id,
          amount: input.amount,
          currency: "INR",
          mode: input.destination.type === "upi" ? "UPI" : "IMPS",
          purpose: "payout",
          queue_if_low_balance: true,
          reference_id: input.idempotencyKey.slice(0, 40),
          // Razorpay allows letters, digits and spaces, at most 30.
          narration: input.narration.replace(/[^A-Za-z0-9 ]/g, "").slice(0, 30),
        },
        { "X-Payout-Idempotency": input.idempotencyKey },
      );
    },
  };
}
