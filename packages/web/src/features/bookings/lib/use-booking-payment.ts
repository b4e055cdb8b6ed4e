import type { BookingResult } from "@saheli/core/contracts/bookings";
import { OrderMessages } from "@saheli/core/orders";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { isApiError } from "@/lib/api-client";
import { errorMessage } from "@/lib/error-message";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { openRazorpay } from "@/lib/razorpay";
import { bookingsKeys } from "../api/keys";
import { verifyPayment } from "../api/verify-payment";
import { useBookingsT } from "../i18n";
import { refreshBookings } from "./after-change";

export type PaymentState =
  | { kind: "idle" }
  | { kind: "opening" }
  | { kind: "verifying" }
  | { kind: "failed"; message: string; detail: string | null }
  | { kind: "dismissed" };

/**
 * Paying for a booking online: Razorpay's sheet, then the server's check of its signature. `onSettled` runs once
 * the sheet is done with (paid, failed or closed), so the page can show the booking as it now is.
 */
export function useBookingPayment(onSettled: (booking: BookingResult, paid: boolean) => void) {
  const queryClient = useQueryClient();
  const { t } = useBookingsT();
  const messageIn = useMessageIn();
  const [state, setState] = useState<PaymentState>({ kind: "idle" });

  const pay = useCallback(
    async (booking: BookingResult) => {
      if (!booking.razorpay || !booking.checkout_id) return;
      const checkoutId = booking.checkout_id;
      // Whatever happened, every screen showing this booking reads it again, then the page moves on.
      const settle = (paid: boolean) => {
        void queryClient.invalidateQueries({ queryKey: bookingsKeys.one(booking.id) });
        refreshBookings(queryClient);
        onSettled(booking, paid);
      };
      setState({ kind: "opening" });
      try {
        await openRazorpay(booking.razorpay, booking.listing.title, {
          onPaid: (proof) => {
            setState({ kind: "verifying" });
            verifyPayment(checkoutId, proof)
              .then((result) => {
                // Held for a booking the shop must confirm counts as paid here: it is taken when she accepts.
                const paid = result.payment_status === "paid" || result.payment_status === "authorized";
                setState(
                  paid
                    ? { kind: "idle" }
                    : { kind: "failed", message: messageIn(OrderMessages.paymentFailed), detail: null },
                );
                settle(paid);
              })
              .catch((error: unknown) => {
                setState({
                  kind: "failed",
                  message:
                    isApiError(error) && (error.isNetworkError || error.isServerError)
                      ? t("paymentPending")
                      : messageIn(OrderMessages.paymentFailed),
                  detail: isApiError(error) && !error.isNetworkError ? errorMessage(error) : null,
                });
                settle(false);
              });
          },
          onFailed: (description) =>
            setState({
              kind: "failed",
              message: messageIn(OrderMessages.paymentFailed),
              detail: description,
            }),
          onDismiss: () => {
            setState((current) =>
              current.kind === "failed" || current.kind === "verifying" ? current : { kind: "dismissed" },
            );
            settle(false);
          },
        });
        setState((current) => (current.kind === "opening" ? { kind: "idle" } : current));
      } catch {
        setState({ kind: "failed", message: messageIn(OrderMessages.paymentUnreachable), detail: null });
        settle(false);
      }
    },
    [onSettled, queryClient, t, messageIn],
  );

  return { state, pay, busy: state.kind === "opening" || state.kind === "verifying" };
}
