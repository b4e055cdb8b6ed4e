import type { CheckoutQuote } from "@saheli/core/contracts/orders";
import { OrderMessages, type PaymentMethod } from "@saheli/core/orders";
import { useState } from "react";
import { useNavigate } from "react-router";
import { isApiError } from "@/lib/api-client";
import { errorMessage } from "@/lib/error-message";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import type { useCheckoutQuote } from "../api/get-checkout-quote";
import { usePlaceOrder } from "../api/place-order";
import { useOrdersT } from "../i18n";
import { checkoutKey, forgetCheckoutKey } from "./checkout-key";
import { cleanPhone, PHONE_PATTERN, placeFailure } from "./checkout-rules";

/**
 * "Place order": one idempotency key per attempt (kept for retries after a lost answer, forgotten once the orders
 * exist or the server refused), the quote's total sent as the total she saw, and the phone every order carries.
 */
export function usePlacing(quote: ReturnType<typeof useCheckoutQuote>, addressId: string | null) {
  const { t } = useOrdersT();
  const messageIn = useMessageIn();
  const navigate = useNavigate();
  const place = usePlaceOrder();
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (data: CheckoutQuote, method: PaymentMethod, phone: string) => {
    if (place.isPending || addressId === null) return;
    const contact = cleanPhone(phone);
    if (!PHONE_PATTERN.test(contact)) {
      setPhoneError(messageIn(OrderMessages.phoneRequired));
      document.getElementById("checkout-phone")?.focus();
      return;
    }
    setFailure(null);
    place.mutate(
      {
        address_id: addressId,
        payment_method: method,
        idempotency_key: checkoutKey(),
        contact_phone: contact || undefined,
        expected_total: data.total,
      },
      {
        onSuccess: (result) => {
          forgetCheckoutKey();
          navigate(`/checkout/${result.checkout_id}/confirmation`, {
            state: { pay: result.payment_status === "awaiting" },
          });
        },
        onError: (error) => {
          const next = placeFailure(error);
          if (next === "retry") {
            // The answer was lost, not refused: the next try sends the same key, so nothing is placed twice.
            setFailure(
              isApiError(error) && error.isServerError
                ? errorMessage(error)
                : t("checkout.tryAgain", { message: errorMessage(error) }),
            );
            return;
          }
          forgetCheckoutKey();
          setFailure(next === "requote" ? messageIn(OrderMessages.priceChanged) : errorMessage(error));
          void quote.refetch();
        },
      },
    );
  };

  return {
    submit,
    isPending: place.isPending,
    phoneError,
    clearPhoneError: () => setPhoneError(undefined),
    failure,
  };
}
