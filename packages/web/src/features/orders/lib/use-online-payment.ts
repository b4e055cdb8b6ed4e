import type { CheckoutResult } from "@saheli/core/contracts/orders";
import { OrderMessages } from "@saheli/core/orders";
import { useCallback, useState } from "react";
import { isApiError } from "@/lib/api-client";
import { errorMessage } from "@/lib/error-message";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { openRazorpay, type RazorpayHandoff } from "@/lib/razorpay";
import { useVerifyPayment } from "../api/verify-payment";
import { useOrdersT } from "../i18n";

export type PaymentState =
  | { kind: "idle" }
  | { kind: "opening" }
  | { kind: "open" }
  | { kind: "verifying" }
  | { kind: "failed"; message: string; detail: string | null }
  | { kind: "dismissed" };

/**
 * Razorpay's payment sheet for one checkout: open it (loading the script the first time), confirm a payment with
 * the server (which checks the signature), and say in words what went wrong so she can try again.
 */
export function useOnlinePayment(checkoutId: string) {
  const { t } = useOrdersT();
  const messageIn = useMessageIn();
  const verify = useVerifyPayment(checkoutId);
  const { mutate } = verify;
  const [state, setState] = useState<PaymentState>({ kind: "idle" });

  const pay = useCallback(
    async (handoff: RazorpayHandoff) => {
      setState({ kind: "opening" });
      try {
        await openRazorpay(handoff, t("payNow.sheet"), {
          onPaid: (response) => {
            setState({ kind: "verifying" });
            mutate(response, {
              onSuccess: (result: CheckoutResult) =>
                setState(
                  result.payment_status === "paid"
                    ? { kind: "idle" }
                    : { kind: "failed", message: messageIn(OrderMessages.paymentFailed), detail: null },
                ),
              onError: (error) =>
                setState({
                  kind: "failed",
                  // A lost answer is not a refusal: Razorpay tells the server too, and the page then shows it paid.
                  message:
                    isApiError(error) && (error.isNetworkError || error.isServerError)
                      ? t("payNow.unconfirmed")
                      : messageIn(OrderMessages.paymentFailed),
                  detail: isApiError(error) && !error.isNetworkError ? errorMessage(error) : null,
                }),
            });
          },
          onFailed: (description) =>
            setState({
              kind: "failed",
              message: messageIn(OrderMessages.paymentFailed),
              detail: description,
            }),
          onDismiss: () =>
            setState((current) =>
              current.kind === "failed" || current.kind === "verifying" ? current : { kind: "dismissed" },
            ),
        });
        setState((current) => (current.kind === "opening" ? { kind: "open" } : current));
      } catch {
        setState({ kind: "failed", message: messageIn(OrderMessages.paymentUnreachable), detail: null });
      }
    },
    [mutate, t, messageIn],
  );

  return { state, pay, busy: state.kind === "opening" || state.kind === "verifying" };
}
