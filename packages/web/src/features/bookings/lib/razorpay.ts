import type { BookingResult } from "@saheli/core/contracts/bookings";

/*
 * Razorpay's Standard Checkout for a booking's payment. The same small logic as the orders feature's (features do
 * not import each other): load the script from the address the server gave, open the sheet, hand back its answer.
 */

export type RazorpaySuccess = {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
};

type RazorpayFailure = { error?: { description?: string; reason?: string } };

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

type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

export type RazorpayHandoff = NonNullable<BookingResult["razorpay"]>;

const BRAND_COLOUR = "#9d174d";
const loading = new Map<string, Promise<void>>();

function loadScript(url: string): Promise<void> {
  const known = loading.get(url);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      loading.delete(url);
      reject(new Error("checkout script failed to load"));
    };
    document.head.appendChild(script);
  });
  loading.set(url, promise);
  return promise;
}

export type PaymentCallbacks = {
  onPaid: (response: RazorpaySuccess) => void;
  onFailed: (description: string | null) => void;
  onDismiss: () => void;
};

/** Opens the payment sheet for a booking's handoff; throws when the script cannot be loaded. */
export async function openPaymentSheet(
  handoff: RazorpayHandoff,
  description: string,
  callbacks: PaymentCallbacks,
): Promise<void> {
  await loadScript(handoff.checkout_url);
  const Razorpay = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (!Razorpay) throw new Error("checkout script did not define Razorpay");
  const sheet = new Razorpay({
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
  sheet.on("payment.failed", (response) =>
    callbacks.onFailed(response.error?.description ?? response.error?.reason ?? null),
  );
  sheet.open();
}
