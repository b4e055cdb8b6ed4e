import type { Order } from "@saheli/core/contracts/orders";
import { formatMoney } from "@saheli/core/money";
import { PaymentMethodLabels } from "@saheli/core/orders";
import { Panel } from "./panel";

/** How the money comes: cash she collects at the door, or an online payment and where it stands. */
function paymentLine(order: Order): string {
  const total = formatMoney(order.total_amount, order.currency);
  switch (order.payment_status) {
    case "cod":
      return `Collect ${total} on delivery`;
    case "collected":
      return `${total} collected in cash`;
    case "paid":
      return `${total} paid online`;
    case "awaiting":
      return `Waiting for the buyer to pay ${total}`;
    case "authorized":
      return `${total} held online: taken when you accept the booking`;
    case "refunded":
      return `${total} refunded`;
    case "void":
      return "Nothing was charged";
  }
}

export function PaymentPanel({ order }: { order: Order }) {
  return (
    <Panel title="Payment" id="order-payment">
      <p className="font-medium">{paymentLine(order)}</p>
      <p className="text-muted-foreground text-sm">{PaymentMethodLabels[order.payment_method]}</p>
    </Panel>
  );
}
