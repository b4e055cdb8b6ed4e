import type { Order } from "@saheli/core/contracts/orders";
import { formatMoney } from "@saheli/core/money";
import { useVendorOrdersT } from "../i18n";
import { Panel } from "./panel";

/** How the money comes: cash she collects at the door, or an online payment and where it stands. */
export function PaymentPanel({ order }: { order: Order }) {
  const { t } = useVendorOrdersT();
  const total = formatMoney(order.total_amount, order.currency);
  return (
    <Panel title={t("panels.payment")} id="order-payment">
      <p className="font-medium">{t(`paymentLine.${order.payment_status}`, { total })}</p>
      <p className="text-muted-foreground text-sm">{t(`paymentMethod.${order.payment_method}`)}</p>
    </Panel>
  );
}
