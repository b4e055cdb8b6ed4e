import type { CheckoutQuote } from "@saheli/core/contracts/orders";
import { OrderMessages, type PaymentMethod } from "@saheli/core/orders";
import { isApiError } from "@/lib/api-client";
import { messageIn } from "@/lib/i18n/i18n";

export type MethodChoice = CheckoutQuote["payment_methods"][number];

/**
 * The methods to show: an unavailable one with a reason is shown disabled with it; one unavailable without a
 * reason is not offered here at all (online payment when Saheli has no payment keys), so it is left out.
 */
export function shownMethods(quote: Pick<CheckoutQuote, "payment_methods">): MethodChoice[] {
  return quote.payment_methods.filter((method) => method.available || method.reason !== null);
}

/** Her choice while it stays available, otherwise the first method that is. */
export function chosenMethod(
  quote: Pick<CheckoutQuote, "payment_methods">,
  wanted: PaymentMethod | null,
): PaymentMethod | null {
  const available = quote.payment_methods.filter((method) => method.available);
  if (wanted && available.some((method) => method.method === wanted)) return wanted;
  return available[0]?.method ?? null;
}

/** The phone every order carries (the courier's or the shop's way to reach her), as `placeOrderSchema` checks it. */
export const PHONE_PATTERN = /^\+?\d{10,15}$/;

/** The phone as the server takes it: spaces and dashes dropped. */
export function cleanPhone(value: string): string {
  return value.replace(/[\s-]/g, "");
}

/**
 * What a failed "Place order" means for the next try. `requote`: prices moved, read the quote again and show it.
 * `refused`: the server said no in words, nothing was created, so the next try is a new attempt. `retry`: the
 * answer was lost (network, server fault): the next try must send the same key.
 */
export function placeFailure(error: unknown): "requote" | "refused" | "retry" {
  if (!isApiError(error) || error.isNetworkError || error.isServerError || error.status === 429)
    return "retry";
  // The server speaks her language: its words for the rule, or core's English.
  if (
    error.status === 409 &&
    [OrderMessages.priceChanged, messageIn(OrderMessages.priceChanged)].includes(error.message)
  )
    return "requote";
  return "refused";
}
