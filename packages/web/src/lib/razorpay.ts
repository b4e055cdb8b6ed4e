import type { razorpayHandoffSchema } from "@saheli/core/contracts/orders";
import type { z } from "zod";

/** What Razorpay's Standard Checkout hands back after a successful payment. */
export type RazorpaySuccess = {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
};

type RazorpayFailure = { error?: { description?: string; reason?: string; code?: string } };

/** The few options of `new Razorpay({...})` Saheli uses. */
type RazorpayOptions = {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { name?: string; email?: string; contact?: string };
  theme: { color: string };
  handler: (response: RazorpaySuccess) => void;
  modal: { ondismiss: () => void };
};

type RazorpayInstance = {
  open(): void;
  on(event: "payment.failed", handler: (response: RazorpayFailure) => void): void;
};

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayInstance;
  }
}

/** What the server hands over to pay a checkout or a booking online. */
export type RazorpayHandoff = z.infer<typeof razorpayHandoffSchema>;

/** Saheli's brand colour (the theme colour of index.html), for the payment sheet's accents. */
const BRAND_COLOUR = "#9d174d";

const loading = new Map<string, Promise<void>>();

/** Adds the checkout script once per address and waits for it; a failed load can be tried again. */
export function loadCheckoutScript(url: string, doc: Document = document): Promise<void> {
  const known = loading.get(url);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = doc.createElement("script");
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      loading.delete(url);
      reject(new Error("checkout script failed to load"));
    };
    doc.head.appendChild(script);
  });
  loading.set(url, promise);
  return promise;
}

export type PaymentCallbacks = {
  onPaid: (response: RazorpaySuccess) => void;
  onFailed: (description: string | null) => void;
  onDismiss: () => void;
};

/**
 * Opens Razorpay's payment sheet for a checkout's or a booking's handoff, `description` under the shop's name.
 * Throws when the script cannot be loaded.
 */
export async function openRazorpay(
  handoff: RazorpayHandoff,
  description: string,
  callbacks: PaymentCallbacks,
): Promise<void> {
  await loadCheckoutScript(handoff.checkout_url);
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error("checkout script did not define Razorpay");
  const checkout = new Razorpay({
    key: handoff.key_id,
    amount: handoff.amount,
    currency: handoff.currency,
    order_id: handoff.order_id,
    name: handoff.name,
    description,
    prefill: {
      name: handoff.prefill.name,
      email: handoff.prefill.email ?? undefined,
      contact: handoff.prefill.contact ?? undefined,
    },
    theme: { color: BRAND_COLOUR },
    handler: callbacks.onPaid,
    modal: { ondismiss: callbacks.onDismiss },
  });
  checkout.on("payment.failed", (response) =>
    callbacks.onFailed(response.error?.description ?? response.error?.reason ?? null),
  );
  checkout.open();
}
