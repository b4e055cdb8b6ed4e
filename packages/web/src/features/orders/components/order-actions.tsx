import type { Order } from "@saheli/core/contracts/orders";
import { FileDown, MessageCircle, PackageX, ShoppingCart, Undo2 } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/error-message";
import { invoiceUrl } from "../api/invoice";
import { useReorder } from "../api/reorder";
import { useOrdersT } from "../i18n";
import { CancelOrderDialog } from "./cancel-order-dialog";
import { ReturnDialog } from "./return-dialog";

/** What she can do with her order now: only the moves the server offers (`next_moves`), and the always-there ones. */
export function OrderActions({ order }: { order: Order }) {
  const { t } = useOrdersT();
  const navigate = useNavigate();
  const reorder = useReorder(order.order_number);
  const [dialog, setDialog] = useState<"cancel" | "return" | null>(null);
  // A booking is cancelled on its own page (its window, its slot); a service is booked again, not re-bought.
  const booked = order.booking_id !== null;
  const canCancel = !booked && order.next_moves.includes("cancelled");
  const canReturn = order.next_moves.includes("return_requested");
  const canReorder = !booked && order.items.some((item) => item.listing_id !== null);

  const buyAgain = () =>
    reorder.mutate(undefined, {
      onSuccess: (cart) => {
        toast.success(t("actions.added"), {
          description: cart.notices.length > 0 ? cart.notices.join(" ") : undefined,
        });
        navigate("/cart");
      },
      onError: (error) => toast.error(errorMessage(error)),
    });

  return (
    <div className="grid gap-2">
      {canCancel && (
        <Button variant="outline" onClick={() => setDialog("cancel")}>
          <PackageX aria-hidden /> {t("actions.cancel")}
        </Button>
      )}
      {canReturn && (
        <Button variant="outline" onClick={() => setDialog("return")}>
          <Undo2 aria-hidden /> {t("actions.return")}
        </Button>
      )}
      {canReorder && (
        <Button variant="outline" loading={reorder.isPending} onClick={buyAgain}>
          <ShoppingCart aria-hidden /> {t("actions.buyAgain")}
        </Button>
      )}
      {order.invoice_number && (
        <Button variant="outline" asChild>
          <a href={invoiceUrl(order.order_number)} download={`invoice-${order.order_number}.pdf`}>
            <FileDown aria-hidden /> {t("actions.invoice")}
          </a>
        </Button>
      )}
      <Button variant="ghost" asChild>
        <Link to={`/chat?user=${encodeURIComponent(order.shop.owner_id)}`}>
          <MessageCircle aria-hidden /> {t("actions.message")}
        </Link>
      </Button>
      <CancelOrderDialog
        orderNumber={order.order_number}
        paid={order.payment_status === "paid"}
        open={dialog === "cancel"}
        onOpenChange={(open) => setDialog(open ? "cancel" : null)}
      />
      <ReturnDialog
        orderNumber={order.order_number}
        deliveredAt={order.delivered_at}
        open={dialog === "return"}
        onOpenChange={(open) => setDialog(open ? "return" : null)}
      />
    </div>
  );
}
