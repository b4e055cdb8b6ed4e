import type { Order, VendorOrderUpdate } from "@saheli/core/contracts/orders";
import { formatMoney } from "@saheli/core/money";
import { OrderRules } from "@saheli/core/orders";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/error-message";
import { useUpdateVendorOrder } from "../api/update-vendor-order";
import { useVendorOrdersT } from "../i18n";
import { CANCEL_TEMPLATES, SIDE_MOVES, VENDOR_MOVES, type VendorMove, vendorMoves } from "../lib/moves";
import { MoveDialog } from "./move-dialog";
import { ReasonDialog } from "./reason-dialog";
import { ShipDialog } from "./ship-dialog";

/** Accept, pack, ship, deliver, cancel, decide a return, refund: each disabled while one is on its way. */
export function OrderActions({ order }: { order: Order }) {
  const { t } = useVendorOrdersT();
  const update = useUpdateVendorOrder(order.order_number);
  const [asking, setAsking] = useState<VendorMove | null>(null);
  const moves = vendorMoves(order);
  if (moves.length === 0) return null;

  const total = formatMoney(order.total_amount, order.currency);
  const paidOnline = order.payment_method === "razorpay" && order.payment_status === "paid";
  const pendingMove = update.isPending ? update.variables?.status : undefined;

  const move = (input: VendorOrderUpdate) =>
    update.mutate(input, {
      onSuccess: () => {
        setAsking(null);
        const status = input.status;
        toast.success(status in VENDOR_MOVES ? t(`moves.${status as VendorMove}.done`) : t("moves.saved"));
      },
      // A dialog shows the refusal itself; a one-tap move says it in a toast.
      onError: (error) => {
        if (VENDOR_MOVES[input.status]?.kind === "direct") toast.error(errorMessage(error));
      },
    });
  const ask = (status: VendorMove) => {
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
            {t(`moves.${status}.label`)}
          </Button>
        );
      })}

      {asking === "shipped" && <ShipDialog open {...dialog} onShip={move} />}
      {asking === "cancelled" && (
        <ReasonDialog
          open
          {...dialog}
          title={t("dialogs.cancelTitle", { number: order.order_number })}
          description={paidOnline ? t("dialogs.cancelPaid", { total }) : t("dialogs.cancelUnpaid")}
          confirmLabel={t("dialogs.cancelConfirm")}
          templates={CANCEL_TEMPLATES.map((template) => t(`dialogs.templates.${template}`))}
          onSubmit={(reason) => move({ status: "cancelled", reason })}
        />
      )}
      {asking === "return_rejected" && (
        <ReasonDialog
          open
          {...dialog}
          title={t("dialogs.declineTitle")}
          description={t("dialogs.declineText")}
          confirmLabel={t("dialogs.declineConfirm")}
          onSubmit={(reason) => move({ status: "return_rejected", reason })}
        />
      )}
      {asking === "delivered" && (
        <MoveDialog
          open
          {...dialog}
          title={t("dialogs.deliveredTitle")}
          description={
            order.payment_method === "cod"
              ? t("dialogs.deliveredCod", { total })
              : t("dialogs.deliveredOnline", { days: OrderRules.returnWindowDays })
          }
          confirmLabel={t("dialogs.deliveredConfirm")}
          onConfirm={() => move({ status: "delivered" })}
        />
      )}
      {asking === "return_approved" && (
        <MoveDialog
          open
          {...dialog}
          title={t("dialogs.approveTitle")}
          description={t("dialogs.approveText")}
          confirmLabel={t("dialogs.approveConfirm")}
          onConfirm={() => move({ status: "return_approved" })}
        />
      )}
      {asking === "refunded" && (
        <MoveDialog
          open
          {...dialog}
          title={t("dialogs.refundTitle", { total })}
          description={paidOnline ? t("dialogs.refundOnline", { total }) : t("dialogs.refundCod", { total })}
          confirmLabel={
            paidOnline ? t("dialogs.refundOnlineConfirm", { total }) : t("dialogs.refundCodConfirm")
          }
          onConfirm={() => move({ status: "refunded" })}
        />
      )}
    </div>
  );
}
