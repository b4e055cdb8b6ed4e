import type { BookingPaymentMethod } from "@saheli/core/bookings";
import { cn } from "@/lib/cn";
import { useBookingsT } from "../i18n";

type Props = {
  methods: readonly BookingPaymentMethod[];
  value: BookingPaymentMethod | null;
  onChange: (method: BookingPaymentMethod) => void;
  free: boolean;
};

/** How she pays: one line when there is one way, radio buttons when the shop also takes payment at the service. */
export function PaymentChoice({ methods, value, onChange, free }: Props) {
  const { t } = useBookingsT();
  if (free) return <p className="text-sm">{t("buyer.payment.free")}</p>;
  if (methods.length === 0)
    return (
      <p role="alert" className="text-destructive text-sm">
        {t("buyer.payment.unavailable")}
      </p>
    );
  if (methods.length === 1) return <p className="text-sm">{t(`paymentMethod.${methods[0]!}`)}</p>;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 font-medium text-sm">{t("buyer.payment.how")}</legend>
      {methods.map((method) => (
        <label
          key={method}
          className={cn(
            "flex cursor-pointer items-center gap-3 rounded-xl border px-3 py-2.5 text-sm transition-colors",
            value === method ? "border-primary bg-primary-soft" : "border-border hover:border-primary/50",
          )}
        >
          <input
            type="radio"
            name="booking-payment"
            value={method}
            checked={value === method}
            onChange={() => onChange(method)}
            className="size-4 accent-primary"
          />
          {t(`paymentMethod.${method}`)}
        </label>
      ))}
    </fieldset>
  );
}
