import type { Order, VendorOrderUpdate } from "@saheli/core/contracts/orders";
import { formatMoney } from "@saheli/core/money";
import { OrderRules, type OrderStatus } from "@saheli/core/orders";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/error-message";
import { useUpdateVendorOrder } from "../api/update-vendor-order";
import { CANCEL_TEMPLATES, SIDE_MOVES, VENDOR_MOVES, vendorMoves } from "../lib/moves";
import { MoveDialog } from "./move-dialog";
import { ReasonDialog } from "./reason-dialog";
import { ShipDialog } from "./ship-dialog";

/** Accept, pack, ship, deliver, cancel, decide a return, refund: each disabled while one is on its way. */
export function OrderActions({ order }: { order: Order }) {
  const update = useUpdateVendorOrder(order.order_number);
  const [asking, setAsking] = useState<OrderStatus | null>(null);
  const moves = vendorMoves(order);
  if (moves.length === 0) return null;

  const total = formatMoney(order.total_amount, order.currency);
  const paidOnline = order.payment_method === "razorpay" && order.payment_status === "paid";
  const pendingMove = update.isPending ? update.variables?.status : undefined;

  const move = (input: VendorOrderUpdate) =>
    update.mutate(input, {
      onSuccess: () => {
        setAsking(null);
        toast.success(VENDOR_MOVES[input.status]?.done ?? "Saved");
      },
      // A dialog shows the refusal itself; a one-tap move says it in a toast.
      onError: (error) => {
        if (VENDOR_MOVES[input.status]?.kind === "direct") toast.error(errorMessage(error));
      },
    });
  const ask = (status: OrderStatus) => {
    update.reset();
    setAsking(status);
  };
  const dialog = {
    pending: update.isPending,
    error: update.error,
    onOpenChange: (open: boolean) => !open && setAsking(null),
  };
  const forward = moves.filter((status) => !SIDE_MOVES.has(status));
  const side = moves.filter((status) => SIDE_MOVES.has(status));

  return (
    <div className="flex flex-wrap gap-2">
      {[...forward, ...side].map((status, index) => {
        const text = VENDOR_MOVES[status];
        if (!text) return null;
        return (
          <Button
            key={status}
            variant={index === 0 && forward.length > 0 ? "primary" : "outline"}
            className={SIDE_MOVES.has(status) ? "text-destructive" : undefined}
            disabled={update.isPending}
            loading={pendingMove === status && text.kind === "direct"}
            onClick={() => (text.kind === "direct" ? move({ status }) : ask(status))}
          >
            {text.label}
          </Button>
        );
      })}

      {asking === "shipped" && <ShipDialog open {...dialog} onShip={move} />}
      {asking === "cancelled" && (
        <ReasonDialog
          open
          {...dialog}
          title={`Cancel ${order.order_number}?`}
          description={
            paidOnline
              ? `The buyer is told why, and her ${total} goes back to her through Razorpay.`
              : "The buyer is told why. This cannot be undone."
          }
          confirmLabel="Cancel order"
          templates={CANCEL_TEMPLATES}
          onSubmit={(reason) => move({ status: "cancelled", reason })}
        />
      )}
      {asking === "return_rejected" && (
        <ReasonDialog
          open
          {...dialog}
          title="Decline this return?"
          description="The buyer is told your reason. This cannot be undone."
          confirmLabel="Decline return"
          onSubmit={(reason) => move({ status: "return_rejected", reason })}
        />
      )}
      {asking === "delivered" && (
        <MoveDialog
          open
          {...dialog}
          title="Mark this order delivered?"
          description={
            order.payment_method === "cod"
              ? `Only once the buyer has it and you have collected ${total} in cash.`
              : `The buyer is told it arrived; she can ask for a return within ${OrderRules.returnWindowDays} days.`
          }
          confirmLabel="Mark delivered"
          onConfirm={() => move({ status: "delivered" })}
        />
      )}
      {asking === "return_approved" && (
        <MoveDialog
          open
          {...dialog}
          title="Approve this return?"
          description="The buyer is told to send it back. Once you have it, refund her from this page."
          confirmLabel="Approve return"
          onConfirm={() => move({ status: "return_approved" })}
        />
      )}
      {asking === "refunded" && (
        <MoveDialog
          open
          {...dialog}
          title={`Refund ${total}?`}
          description={
            paidOnline
              ? `${total} goes back to her original payment method through Razorpay, usually in 5–7 working days.`
              : `She paid cash on delivery: refund her ${total} yourself, then mark it refunded here.`
          }
          confirmLabel={paidOnline ? `Refund ${total}` : "Mark refunded"}
          onConfirm={() => move({ status: "refunded" })}
        />
      )}
    </div>
  );
}
