import type { Order } from "@saheli/core/contracts/orders";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useOrdersLocale, useOrdersT } from "../i18n";
import { formatTime } from "../lib/format";

/** How she pays and where that stands; while an online payment is open, the way back to finish it. */
export function PaymentSummary({ order }: { order: Order }) {
  const { t } = useOrdersT();
  const locale = useOrdersLocale();
  const awaiting = order.payment_status === "awaiting" && order.payment_due_at;
  return (
    <div className="grid gap-3">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t("payment.method")}</dt>
        <dd>{t(`paymentMethod.${order.payment_method}`)}</dd>
        <dt className="text-muted-foreground">{t("payment.status")}</dt>
        <dd>{t(`paymentStatus.${order.payment_status}`)}</dd>
      </dl>
      {awaiting && order.viewer === "buyer" && (
        <div className="grid gap-2 rounded-xl bg-warning-soft p-3 text-sm">
          <p>{t("payment.due", { time: formatTime(order.payment_due_at ?? "", locale) })}</p>
          <Button size="sm" asChild className="w-fit">
            <Link to={`/checkout/${order.checkout_id}/confirmation`}>{t("payment.payNow")}</Link>
          </Button>
        </div>
      )}
    </div>
  );
}
