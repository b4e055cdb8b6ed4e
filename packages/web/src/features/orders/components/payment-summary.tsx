import type { Order } from "@saheli/core/contracts/orders";
import { PaymentMethodLabels } from "@saheli/core/orders";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { formatTime } from "../lib/format";
import { PaymentStatusLabels } from "../lib/status-tone";

/** How she pays and where that stands; while an online payment is open, the way back to finish it. */
export function PaymentSummary({ order }: { order: Order }) {
  const awaiting = order.payment_status === "awaiting" && order.payment_due_at;
  return (
    <div className="grid gap-3">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Method</dt>
        <dd>{PaymentMethodLabels[order.payment_method]}</dd>
        <dt className="text-muted-foreground">Status</dt>
        <dd>{PaymentStatusLabels[order.payment_status]}</dd>
      </dl>
      {awaiting && order.viewer === "buyer" && (
        <div className="grid gap-2 rounded-xl bg-warning-soft p-3 text-sm">
          <p>
            Complete the payment by {formatTime(order.payment_due_at ?? "")} or the order is cancelled;
            nothing is charged until you pay.
          </p>
          <Button size="sm" asChild className="w-fit">
            <Link to={`/checkout/${order.checkout_id}/confirmation`}>Pay now</Link>
          </Button>
        </div>
      )}
    </div>
  );
}
