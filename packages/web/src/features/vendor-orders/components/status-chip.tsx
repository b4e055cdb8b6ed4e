import { type OrderStatus, OrderStatusLabels } from "@saheli/core/orders";
import { Badge } from "@/components/ui/badge";
import { statusTone } from "../lib/status-tone";

/** An order's state as a coloured chip. */
export function StatusChip({ status, className }: { status: OrderStatus; className?: string }) {
  return (
    <Badge variant={statusTone(status)} size="md" className={className}>
      {OrderStatusLabels[status]}
    </Badge>
  );
}
