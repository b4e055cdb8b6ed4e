import type { CheckoutQuote } from "@saheli/core/contracts/orders";
import type { PaymentMethod } from "@saheli/core/orders";
import { Banknote, Smartphone } from "lucide-react";
import { cn } from "@/lib/cn";
import { useOrdersT } from "../i18n";
import { shownMethods } from "../lib/checkout-rules";

const ICONS = { cod: Banknote, razorpay: Smartphone } as const;

type Props = {
  quote: CheckoutQuote;
  chosen: PaymentMethod | null;
  onChoose: (method: PaymentMethod) => void;
};

/** Step 4: how she pays; a method that cannot be used here is shown disabled with the reason. */
export function PaymentMethods({ quote, chosen, onChoose }: Props) {
  const { t } = useOrdersT();
  const methods = shownMethods(quote);
  if (methods.length === 0) {
    return <p className="text-muted-foreground text-sm">{t("methods.none")}</p>;
  }
  return (
    <fieldset className="grid gap-2">
      <legend className="sr-only">{t("methods.legend")}</legend>
      {methods.map(({ method, available, reason }) => {
        const Icon = ICONS[method];
        const hintId = `payment-${method}-hint`;
        const nameId = `payment-${method}-name`;
        return (
          <label
            key={method}
            className={cn(
              "flex gap-3 rounded-xl border p-3 transition-colors",
              !available && "cursor-not-allowed opacity-70",
              available && "cursor-pointer hover:border-primary/50",
              chosen === method ? "border-primary bg-primary-soft/50" : "border-input",
            )}
          >
            <input
              type="radio"
              name="payment-method"
              value={method}
              checked={chosen === method}
              disabled={!available}
              aria-labelledby={nameId}
              aria-describedby={hintId}
              onChange={() => onChoose(method)}
              className="mt-1 size-4 shrink-0 accent-primary"
            />
            <span className="grid gap-0.5 text-sm">
              <span id={nameId} className="flex items-center gap-2 font-medium">
                <Icon aria-hidden className="size-4 text-primary" />
                {t(`paymentMethod.${method}`)}
              </span>
              <span id={hintId} className={cn("text-muted-foreground", !available && "text-destructive")}>
                {available ? t(`methods.hint.${method}`) : reason}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
