import { BookingPaymentLabels, type BookingPaymentMethod } from "@saheli/core/bookings";
import { cn } from "@/lib/cn";

type Props = {
  methods: readonly BookingPaymentMethod[];
  value: BookingPaymentMethod | null;
  onChange: (method: BookingPaymentMethod) => void;
  free: boolean;
};

/** How she pays: one line when there is one way, radio buttons when the shop also takes payment at the service. */
export function PaymentChoice({ methods, value, onChange, free }: Props) {
  if (free) return <p className="text-sm">Free: nothing to pay.</p>;
  if (methods.length === 0)
    return (
      <p role="alert" className="text-destructive text-sm">
        This service is paid online when you book, and online payment is not available right now. Please try
        again later.
      </p>
    );
  if (methods.length === 1) return <p className="text-sm">{BookingPaymentLabels[methods[0]!]}</p>;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 font-medium text-sm">How would you like to pay?</legend>
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
          {BookingPaymentLabels[method]}
        </label>
      ))}
    </fieldset>
  );
}
